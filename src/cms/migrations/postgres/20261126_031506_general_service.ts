import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_workshop_capacities_general_service" AS ENUM('none', 'listed', 'all');
  ALTER TABLE "workshop_services" ADD COLUMN "authorised_only" boolean DEFAULT false;
  ALTER TABLE "workshop_capacities" ADD COLUMN "general_service" "enum_workshop_capacities_general_service" DEFAULT 'none';
  ALTER TABLE "workshop_capacities" ADD COLUMN "general_service_brands" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_services" DROP COLUMN "authorised_only";
  ALTER TABLE "workshop_capacities" DROP COLUMN "general_service";
  ALTER TABLE "workshop_capacities" DROP COLUMN "general_service_brands";
  DROP TYPE "public"."enum_workshop_capacities_general_service";`)
}
