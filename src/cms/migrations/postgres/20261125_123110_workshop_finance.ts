import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_finance_quotes_family" AS ENUM('HP', 'PCP');
  CREATE TYPE "public"."enum_workshop_bookings_status" AS ENUM('booked', 'cancelled');
  CREATE TYPE "public"."enum_workshop_service_categories_kind" AS ENUM('service', 'addon');
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
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "finance_quotes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_vehicles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_service_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_services_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_capacities_id" integer;
  ALTER TABLE "workshop_services_workshop_prices" ADD CONSTRAINT "workshop_services_workshop_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_services" ADD CONSTRAINT "workshop_services_category_id_workshop_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."workshop_service_categories"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "finance_quotes_quote_reference_idx" ON "finance_quotes" USING btree ("quote_reference");
  CREATE INDEX "finance_quotes_organisation_idx" ON "finance_quotes" USING btree ("organisation");
  CREATE INDEX "finance_quotes_source_vehicle_id_idx" ON "finance_quotes" USING btree ("source_vehicle_id");
  CREATE INDEX "finance_quotes_updated_at_idx" ON "finance_quotes" USING btree ("updated_at");
  CREATE INDEX "finance_quotes_created_at_idx" ON "finance_quotes" USING btree ("created_at");
  CREATE UNIQUE INDEX "workshop_bookings_confirmation_id_idx" ON "workshop_bookings" USING btree ("confirmation_id");
  CREATE INDEX "workshop_bookings_department_id_idx" ON "workshop_bookings" USING btree ("department_id");
  CREATE INDEX "workshop_bookings_date_idx" ON "workshop_bookings" USING btree ("date");
  CREATE INDEX "workshop_bookings_status_idx" ON "workshop_bookings" USING btree ("status");
  CREATE INDEX "workshop_bookings_updated_at_idx" ON "workshop_bookings" USING btree ("updated_at");
  CREATE INDEX "workshop_bookings_created_at_idx" ON "workshop_bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "workshop_vehicles_registration_number_idx" ON "workshop_vehicles" USING btree ("registration_number");
  CREATE INDEX "workshop_vehicles_brand_idx" ON "workshop_vehicles" USING btree ("brand");
  CREATE INDEX "workshop_vehicles_updated_at_idx" ON "workshop_vehicles" USING btree ("updated_at");
  CREATE INDEX "workshop_vehicles_created_at_idx" ON "workshop_vehicles" USING btree ("created_at");
  CREATE INDEX "workshop_service_categories_updated_at_idx" ON "workshop_service_categories" USING btree ("updated_at");
  CREATE INDEX "workshop_service_categories_created_at_idx" ON "workshop_service_categories" USING btree ("created_at");
  CREATE INDEX "workshop_services_workshop_prices_order_idx" ON "workshop_services_workshop_prices" USING btree ("_order");
  CREATE INDEX "workshop_services_workshop_prices_parent_id_idx" ON "workshop_services_workshop_prices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "workshop_services_code_idx" ON "workshop_services" USING btree ("code");
  CREATE INDEX "workshop_services_category_idx" ON "workshop_services" USING btree ("category_id");
  CREATE INDEX "workshop_services_updated_at_idx" ON "workshop_services" USING btree ("updated_at");
  CREATE INDEX "workshop_services_created_at_idx" ON "workshop_services" USING btree ("created_at");
  CREATE UNIQUE INDEX "workshop_capacities_department_id_idx" ON "workshop_capacities" USING btree ("department_id");
  CREATE INDEX "workshop_capacities_updated_at_idx" ON "workshop_capacities" USING btree ("updated_at");
  CREATE INDEX "workshop_capacities_created_at_idx" ON "workshop_capacities" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_finance_quotes_fk" FOREIGN KEY ("finance_quotes_id") REFERENCES "public"."finance_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_bookings_fk" FOREIGN KEY ("workshop_bookings_id") REFERENCES "public"."workshop_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_vehicles_fk" FOREIGN KEY ("workshop_vehicles_id") REFERENCES "public"."workshop_vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_service_categories_fk" FOREIGN KEY ("workshop_service_categories_id") REFERENCES "public"."workshop_service_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_services_fk" FOREIGN KEY ("workshop_services_id") REFERENCES "public"."workshop_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_capacities_fk" FOREIGN KEY ("workshop_capacities_id") REFERENCES "public"."workshop_capacities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_finance_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("finance_quotes_id");
  CREATE INDEX "payload_locked_documents_rels_workshop_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_bookings_id");
  CREATE INDEX "payload_locked_documents_rels_workshop_vehicles_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_vehicles_id");
  CREATE INDEX "payload_locked_documents_rels_workshop_service_categorie_idx" ON "payload_locked_documents_rels" USING btree ("workshop_service_categories_id");
  CREATE INDEX "payload_locked_documents_rels_workshop_services_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_services_id");
  CREATE INDEX "payload_locked_documents_rels_workshop_capacities_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_capacities_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "finance_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_vehicles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_service_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_services_workshop_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_capacities" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "finance_quotes" CASCADE;
  DROP TABLE "workshop_bookings" CASCADE;
  DROP TABLE "workshop_vehicles" CASCADE;
  DROP TABLE "workshop_service_categories" CASCADE;
  DROP TABLE "workshop_services_workshop_prices" CASCADE;
  DROP TABLE "workshop_services" CASCADE;
  DROP TABLE "workshop_capacities" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_finance_quotes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_vehicles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_service_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_services_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_capacities_fk";
  
  DROP INDEX "payload_locked_documents_rels_finance_quotes_id_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_vehicles_id_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_service_categorie_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_services_id_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_capacities_id_idx";
  ALTER TABLE "outbox" DROP COLUMN "attachments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "finance_quotes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_vehicles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_service_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_services_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_capacities_id";
  DROP TYPE "public"."enum_finance_quotes_family";
  DROP TYPE "public"."enum_workshop_bookings_status";
  DROP TYPE "public"."enum_workshop_service_categories_kind";`)
}
