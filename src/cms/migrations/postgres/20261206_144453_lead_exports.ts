import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_exports_method" AS ENUM('email', 'webhook');
  CREATE TYPE "public"."enum_leads_exports_outcome" AS ENUM('delivered', 'failed');
  CREATE TYPE "public"."enum_lead_exports_method" AS ENUM('email', 'webhook');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'leadExport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'leadExport' BEFORE 'schedulePublish';
  CREATE TABLE "leads_exports" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"method" "enum_leads_exports_method",
  	"target" varchar,
  	"outcome" "enum_leads_exports_outcome",
  	"error" varchar
  );
  
  CREATE TABLE "lead_exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dealer" varchar NOT NULL,
  	"method" "enum_lead_exports_method" DEFAULT 'email' NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"target" varchar NOT NULL,
  	"secret" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_exports_id" integer;
  ALTER TABLE "leads_exports" ADD CONSTRAINT "leads_exports_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_exports_order_idx" ON "leads_exports" USING btree ("_order");
  CREATE INDEX "leads_exports_parent_id_idx" ON "leads_exports" USING btree ("_parent_id");
  CREATE INDEX "lead_exports_dealer_idx" ON "lead_exports" USING btree ("dealer");
  CREATE INDEX "lead_exports_updated_at_idx" ON "lead_exports" USING btree ("updated_at");
  CREATE INDEX "lead_exports_created_at_idx" ON "lead_exports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_exports_fk" FOREIGN KEY ("lead_exports_id") REFERENCES "public"."lead_exports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_exports_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_exports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_exports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_exports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_exports" CASCADE;
  DROP TABLE "lead_exports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_exports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'workshopReminders', 'customerDataRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'workshopReminders', 'customerDataRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_lead_exports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_exports_id";
  DROP TYPE "public"."enum_leads_exports_method";
  DROP TYPE "public"."enum_leads_exports_outcome";
  DROP TYPE "public"."enum_lead_exports_method";`)
}
