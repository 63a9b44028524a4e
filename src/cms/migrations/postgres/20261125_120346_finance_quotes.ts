import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_finance_quotes_family" AS ENUM('HP', 'PCP');
  CREATE TABLE "finance_quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote_reference" varchar NOT NULL,
  	"family" "enum_finance_quotes_family" NOT NULL,
  	"organisation" varchar NOT NULL,
  	"source_vehicle_id" varchar NOT NULL,
  	"vehicle" jsonb NOT NULL,
  	"quote" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "finance_quotes_id" integer;
  CREATE UNIQUE INDEX "finance_quotes_quote_reference_idx" ON "finance_quotes" USING btree ("quote_reference");
  CREATE INDEX "finance_quotes_organisation_idx" ON "finance_quotes" USING btree ("organisation");
  CREATE INDEX "finance_quotes_source_vehicle_id_idx" ON "finance_quotes" USING btree ("source_vehicle_id");
  CREATE INDEX "finance_quotes_updated_at_idx" ON "finance_quotes" USING btree ("updated_at");
  CREATE INDEX "finance_quotes_created_at_idx" ON "finance_quotes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_finance_quotes_fk" FOREIGN KEY ("finance_quotes_id") REFERENCES "public"."finance_quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_finance_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("finance_quotes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "finance_quotes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "finance_quotes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_finance_quotes_fk";
  
  DROP INDEX "payload_locked_documents_rels_finance_quotes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "finance_quotes_id";
  DROP TYPE "public"."enum_finance_quotes_family";`)
}
