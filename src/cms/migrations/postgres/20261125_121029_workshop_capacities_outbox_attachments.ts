import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "workshop_capacities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"department_id" varchar NOT NULL,
  	"workshop_name" varchar,
  	"bays" numeric DEFAULT 2 NOT NULL,
  	"slot_minutes" numeric DEFAULT 60 NOT NULL,
  	"lead_minutes" numeric DEFAULT 120 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_capacities_id" integer;
  CREATE UNIQUE INDEX "workshop_capacities_department_id_idx" ON "workshop_capacities" USING btree ("department_id");
  CREATE INDEX "workshop_capacities_updated_at_idx" ON "workshop_capacities" USING btree ("updated_at");
  CREATE INDEX "workshop_capacities_created_at_idx" ON "workshop_capacities" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_capacities_fk" FOREIGN KEY ("workshop_capacities_id") REFERENCES "public"."workshop_capacities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_workshop_capacities_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_capacities_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_capacities" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "workshop_capacities" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_capacities_fk";
  
  DROP INDEX "payload_locked_documents_rels_workshop_capacities_id_idx";
  ALTER TABLE "outbox" DROP COLUMN "attachments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_capacities_id";`)
}
