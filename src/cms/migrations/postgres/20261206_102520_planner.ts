import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "workshop_capacities_closed_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"hours" varchar,
  	"note" varchar
  );
  
  ALTER TABLE "workshop_bookings" ADD COLUMN "workshop_name" varchar;
  ALTER TABLE "workshop_bookings" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "workshop_bookings" ADD COLUMN "customer_name" varchar;
  ALTER TABLE "workshop_capacities" ADD COLUMN "horizon_months" numeric DEFAULT 3;
  ALTER TABLE "workshop_capacities" ADD COLUMN "week_hours_monday" varchar;
  ALTER TABLE "workshop_capacities" ADD COLUMN "week_hours_tuesday" varchar;
  ALTER TABLE "workshop_capacities" ADD COLUMN "week_hours_wednesday" varchar;
  ALTER TABLE "workshop_capacities" ADD COLUMN "week_hours_thursday" varchar;
  ALTER TABLE "workshop_capacities" ADD COLUMN "week_hours_friday" varchar;
  ALTER TABLE "workshop_capacities" ADD COLUMN "week_hours_saturday" varchar;
  ALTER TABLE "workshop_capacities" ADD COLUMN "week_hours_sunday" varchar;
  ALTER TABLE "workshop_capacities_closed_days" ADD CONSTRAINT "workshop_capacities_closed_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_capacities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "workshop_capacities_closed_days_order_idx" ON "workshop_capacities_closed_days" USING btree ("_order");
  CREATE INDEX "workshop_capacities_closed_days_parent_id_idx" ON "workshop_capacities_closed_days" USING btree ("_parent_id");
  -- Bookings made before name their customer from the stored contact.
  UPDATE "workshop_bookings" SET "customer_name" = trim(coalesce("customer"->>'firstName', '') || ' ' || coalesce("customer"->>'lastName', ''));
  CREATE INDEX "workshop_bookings_customer_name_idx" ON "workshop_bookings" USING btree ("customer_name");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_capacities_closed_days" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "workshop_capacities_closed_days" CASCADE;
  DROP INDEX "workshop_bookings_customer_name_idx";
  ALTER TABLE "workshop_bookings" DROP COLUMN "workshop_name";
  ALTER TABLE "workshop_bookings" DROP COLUMN "confirmed_at";
  ALTER TABLE "workshop_bookings" DROP COLUMN "customer_name";
  ALTER TABLE "workshop_capacities" DROP COLUMN "horizon_months";
  ALTER TABLE "workshop_capacities" DROP COLUMN "week_hours_monday";
  ALTER TABLE "workshop_capacities" DROP COLUMN "week_hours_tuesday";
  ALTER TABLE "workshop_capacities" DROP COLUMN "week_hours_wednesday";
  ALTER TABLE "workshop_capacities" DROP COLUMN "week_hours_thursday";
  ALTER TABLE "workshop_capacities" DROP COLUMN "week_hours_friday";
  ALTER TABLE "workshop_capacities" DROP COLUMN "week_hours_saturday";
  ALTER TABLE "workshop_capacities" DROP COLUMN "week_hours_sunday";`)
}
