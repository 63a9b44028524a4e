import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_workshop_bookings_status" AS ENUM('booked', 'cancelled');
  CREATE TABLE "workshop_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"confirmation_id" varchar NOT NULL,
  	"department_id" varchar NOT NULL,
  	"date" varchar NOT NULL,
  	"time" varchar NOT NULL,
  	"is_full_day" boolean DEFAULT false,
  	"minutes" numeric NOT NULL,
  	"status" "enum_workshop_bookings_status" DEFAULT 'booked' NOT NULL,
  	"registration_number" varchar NOT NULL,
  	"mileage" numeric,
  	"customer" jsonb NOT NULL,
  	"services" jsonb NOT NULL,
  	"free_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_bookings_id" integer;
  CREATE UNIQUE INDEX "workshop_bookings_confirmation_id_idx" ON "workshop_bookings" USING btree ("confirmation_id");
  CREATE INDEX "workshop_bookings_department_id_idx" ON "workshop_bookings" USING btree ("department_id");
  CREATE INDEX "workshop_bookings_date_idx" ON "workshop_bookings" USING btree ("date");
  CREATE INDEX "workshop_bookings_status_idx" ON "workshop_bookings" USING btree ("status");
  CREATE INDEX "workshop_bookings_updated_at_idx" ON "workshop_bookings" USING btree ("updated_at");
  CREATE INDEX "workshop_bookings_created_at_idx" ON "workshop_bookings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_bookings_fk" FOREIGN KEY ("workshop_bookings_id") REFERENCES "public"."workshop_bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_workshop_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "workshop_bookings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_bookings_fk";
  
  DROP INDEX "payload_locked_documents_rels_workshop_bookings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_bookings_id";
  DROP TYPE "public"."enum_workshop_bookings_status";`)
}
