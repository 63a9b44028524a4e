import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_notification_status" ADD VALUE 'throttled';
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "notification_status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "notification_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_leads_notification_status";
  CREATE TYPE "public"."enum_leads_notification_status" AS ENUM('pending', 'sent', 'outbox', 'failed', 'no-recipient');
  ALTER TABLE "leads" ALTER COLUMN "notification_status" SET DEFAULT 'pending'::"public"."enum_leads_notification_status";
  ALTER TABLE "leads" ALTER COLUMN "notification_status" SET DATA TYPE "public"."enum_leads_notification_status" USING "notification_status"::"public"."enum_leads_notification_status";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
