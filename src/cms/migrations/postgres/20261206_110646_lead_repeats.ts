import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "email_key" varchar;
  ALTER TABLE "leads" ADD COLUMN "phone_key" varchar;
  ALTER TABLE "leads" ADD COLUMN "repeat_of_id" integer;
  ALTER TABLE "leads" ADD COLUMN "repeats" numeric;
  ALTER TABLE "leads" ADD COLUMN "last_repeat_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_repeat_of_id_leads_id_fk" FOREIGN KEY ("repeat_of_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_email_key_idx" ON "leads" USING btree ("email_key");
  CREATE INDEX "leads_phone_key_idx" ON "leads" USING btree ("phone_key");
  CREATE INDEX "leads_repeat_of_idx" ON "leads" USING btree ("repeat_of_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP CONSTRAINT "leads_repeat_of_id_leads_id_fk";
  
  DROP INDEX "leads_email_key_idx";
  DROP INDEX "leads_phone_key_idx";
  DROP INDEX "leads_repeat_of_idx";
  ALTER TABLE "leads" DROP COLUMN "email_key";
  ALTER TABLE "leads" DROP COLUMN "phone_key";
  ALTER TABLE "leads" DROP COLUMN "repeat_of_id";
  ALTER TABLE "leads" DROP COLUMN "repeats";
  ALTER TABLE "leads" DROP COLUMN "last_repeat_at";`)
}
