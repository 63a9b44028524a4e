import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "workshop_vehicles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registration_number" varchar NOT NULL,
  	"brand" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"build_year" numeric NOT NULL,
  	"has_service_agreement" boolean DEFAULT false,
  	"region" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_vehicles_id" integer;
  CREATE UNIQUE INDEX "workshop_vehicles_registration_number_idx" ON "workshop_vehicles" USING btree ("registration_number");
  CREATE INDEX "workshop_vehicles_brand_idx" ON "workshop_vehicles" USING btree ("brand");
  CREATE INDEX "workshop_vehicles_updated_at_idx" ON "workshop_vehicles" USING btree ("updated_at");
  CREATE INDEX "workshop_vehicles_created_at_idx" ON "workshop_vehicles" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_vehicles_fk" FOREIGN KEY ("workshop_vehicles_id") REFERENCES "public"."workshop_vehicles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_workshop_vehicles_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_vehicles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_vehicles" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "workshop_vehicles" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_vehicles_fk";
  
  DROP INDEX "payload_locked_documents_rels_workshop_vehicles_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_vehicles_id";`)
}
