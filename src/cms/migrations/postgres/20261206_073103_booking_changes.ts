import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_workshop_bookings_changes_by" AS ENUM('customer', 'staff');
  CREATE TABLE "workshop_bookings_changes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" "enum_workshop_bookings_changes_by" NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar,
  	"reason" varchar
  );
  
  ALTER TABLE "workshop_bookings" ADD COLUMN "sequence" numeric DEFAULT 0;
  ALTER TABLE "workshop_capacities" ADD COLUMN "customer_change_hours" numeric DEFAULT 24;
  ALTER TABLE "workshop_bookings_changes" ADD CONSTRAINT "workshop_bookings_changes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "workshop_bookings_changes_order_idx" ON "workshop_bookings_changes" USING btree ("_order");
  CREATE INDEX "workshop_bookings_changes_parent_id_idx" ON "workshop_bookings_changes" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "workshop_bookings_changes" CASCADE;
  ALTER TABLE "workshop_bookings" DROP COLUMN "sequence";
  ALTER TABLE "workshop_capacities" DROP COLUMN "customer_change_hours";
  DROP TYPE "public"."enum_workshop_bookings_changes_by";`)
}
