import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'customerDataRetention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'customerDataRetention' BEFORE 'schedulePublish';
  ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "workshop_bookings" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "tire_hotel_agreements" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  CREATE INDEX "leads_anonymised_at_idx" ON "leads" USING btree ("anonymised_at");
  CREATE INDEX "workshop_bookings_anonymised_at_idx" ON "workshop_bookings" USING btree ("anonymised_at");
  CREATE INDEX "tire_hotel_agreements_anonymised_at_idx" ON "tire_hotel_agreements" USING btree ("anonymised_at");
  CREATE INDEX "form_submissions_anonymised_at_idx" ON "form_submissions" USING btree ("anonymised_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'workshopReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'workshopReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_anonymised_at_idx";
  DROP INDEX "workshop_bookings_anonymised_at_idx";
  DROP INDEX "tire_hotel_agreements_anonymised_at_idx";
  DROP INDEX "form_submissions_anonymised_at_idx";
  ALTER TABLE "leads" DROP COLUMN "anonymised_at";
  ALTER TABLE "workshop_bookings" DROP COLUMN "anonymised_at";
  ALTER TABLE "tire_hotel_agreements" DROP COLUMN "anonymised_at";
  ALTER TABLE "form_submissions" DROP COLUMN "anonymised_at";`)
}
