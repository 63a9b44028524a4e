import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_workshop_service_categories_kind" AS ENUM('service', 'addon');
  CREATE TABLE "workshop_service_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_workshop_service_categories_kind" DEFAULT 'service' NOT NULL,
  	"icon" varchar,
  	"exclusive" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workshop_services_workshop_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"department_id" varchar NOT NULL,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "workshop_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"category_id" integer NOT NULL,
  	"description" varchar,
  	"price" numeric,
  	"price_known" boolean DEFAULT true,
  	"not_known_price_text" varchar,
  	"price_discount" numeric,
  	"price_per_thousand_mil" numeric,
  	"unit_price_unit" numeric,
  	"unit_price_minimum" numeric,
  	"unit_price_maximum" numeric,
  	"unit_price_unit_abbreviation" varchar,
  	"unit_price_postfix" varchar,
  	"duration_minutes" numeric DEFAULT 60 NOT NULL,
  	"allow_user_input" boolean DEFAULT false,
  	"is_available" boolean DEFAULT true,
  	"unavailable_for_models" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_service_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_services_id" integer;
  ALTER TABLE "workshop_services_workshop_prices" ADD CONSTRAINT "workshop_services_workshop_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_services" ADD CONSTRAINT "workshop_services_category_id_workshop_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."workshop_service_categories"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "workshop_service_categories_updated_at_idx" ON "workshop_service_categories" USING btree ("updated_at");
  CREATE INDEX "workshop_service_categories_created_at_idx" ON "workshop_service_categories" USING btree ("created_at");
  CREATE INDEX "workshop_services_workshop_prices_order_idx" ON "workshop_services_workshop_prices" USING btree ("_order");
  CREATE INDEX "workshop_services_workshop_prices_parent_id_idx" ON "workshop_services_workshop_prices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "workshop_services_code_idx" ON "workshop_services" USING btree ("code");
  CREATE INDEX "workshop_services_category_idx" ON "workshop_services" USING btree ("category_id");
  CREATE INDEX "workshop_services_updated_at_idx" ON "workshop_services" USING btree ("updated_at");
  CREATE INDEX "workshop_services_created_at_idx" ON "workshop_services" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_service_categories_fk" FOREIGN KEY ("workshop_service_categories_id") REFERENCES "public"."workshop_service_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_services_fk" FOREIGN KEY ("workshop_services_id") REFERENCES "public"."workshop_services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_workshop_service_categorie_idx" ON "payload_locked_documents_rels" USING btree ("workshop_service_categories_id");
  CREATE INDEX "payload_locked_documents_rels_workshop_services_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_services_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_service_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_services_workshop_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_services" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "workshop_service_categories" CASCADE;
  DROP TABLE "workshop_services_workshop_prices" CASCADE;
  DROP TABLE "workshop_services" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_service_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_services_fk";
  
  DROP INDEX "payload_locked_documents_rels_workshop_service_categorie_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_services_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_service_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_services_id";
  DROP TYPE "public"."enum_workshop_service_categories_kind";`)
}
