import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_capacities" ADD COLUMN "wheel_season_opens" timestamp(3) with time zone;
  ALTER TABLE "tire_hotel_agreements" ADD COLUMN "season_reminded_for" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_capacities" DROP COLUMN "wheel_season_opens";
  ALTER TABLE "tire_hotel_agreements" DROP COLUMN "season_reminded_for";`)
}
