import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tire_hotel_codes_status" AS ENUM('sent', 'used');
  CREATE TYPE "public"."enum_tire_hotel_attempts_kind" AS ENUM('search', 'login', 'validate');
  CREATE TYPE "public"."enum_tire_hotel_attempts_outcome" AS ENUM('found', 'not-found', 'code-sent', 'too-many-codes', 'verified', 'wrong-code', 'expired', 'used', 'unknown-token', 'too-many-tries', 'locked');
  CREATE TYPE "public"."enum_forms_confirmation_type" AS ENUM('message', 'redirect');
  CREATE TYPE "public"."enum_form_submissions_embed" AS ENUM('marketing', 'builder');
  CREATE TABLE "tire_hotel_agreements_vehicles_tires" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"equipment_position" varchar NOT NULL,
  	"name" varchar,
  	"rim_diameter" numeric,
  	"section_width" numeric,
  	"aspect_ratio" numeric,
  	"thread_pattern" varchar,
  	"thread_depth" numeric,
  	"thread_status_id" numeric,
  	"thread_status_message" varchar
  );
  
  CREATE TABLE "tire_hotel_agreements_vehicles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"reg_no" varchar NOT NULL,
  	"name" varchar,
  	"brand" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"brand_code" varchar,
  	"product_id" varchar,
  	"package_level" varchar
  );
  
  CREATE TABLE "tire_hotel_agreements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agreement_number" varchar NOT NULL,
  	"station" varchar NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tire_hotel_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"agreement_id" integer NOT NULL,
  	"reg_no" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_tire_hotel_codes_status" DEFAULT 'sent' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tire_hotel_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_tire_hotel_attempts_kind" NOT NULL,
  	"reg_no" varchar,
  	"outcome" "enum_tire_hotel_attempts_outcome" NOT NULL,
  	"client" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tire_hotel_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rating" numeric NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"reg_no" varchar,
  	"comment" varchar,
  	"agreement_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email_to" varchar,
  	"cc" varchar,
  	"bcc" varchar,
  	"reply_to" varchar,
  	"email_from" varchar
  );
  
  CREATE TABLE "forms_emails_locales" (
  	"subject" varchar DEFAULT 'You''ve received a new message.' NOT NULL,
  	"message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"fields" jsonb,
  	"confirmation_type" "enum_forms_confirmation_type" DEFAULT 'message',
  	"redirect_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_locales" (
  	"submit_button_label" varchar,
  	"confirmation_message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "form_submissions_submission_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer NOT NULL,
  	"form_submission_id" varchar,
  	"site" varchar,
  	"embed" "enum_form_submissions_embed",
  	"source_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "leads_email" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tire_hotel_agreements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tire_hotel_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tire_hotel_attempts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tire_hotel_reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "tire_hotel_agreements_vehicles_tires" ADD CONSTRAINT "tire_hotel_agreements_vehicles_tires_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tire_hotel_agreements_vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tire_hotel_agreements_vehicles" ADD CONSTRAINT "tire_hotel_agreements_vehicles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tire_hotel_agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tire_hotel_codes" ADD CONSTRAINT "tire_hotel_codes_agreement_id_tire_hotel_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."tire_hotel_agreements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tire_hotel_reviews" ADD CONSTRAINT "tire_hotel_reviews_agreement_id_tire_hotel_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."tire_hotel_agreements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_emails" ADD CONSTRAINT "forms_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_emails_locales" ADD CONSTRAINT "forms_emails_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_emails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions_submission_data" ADD CONSTRAINT "form_submissions_submission_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tire_hotel_agreements_vehicles_tires_order_idx" ON "tire_hotel_agreements_vehicles_tires" USING btree ("_order");
  CREATE INDEX "tire_hotel_agreements_vehicles_tires_parent_id_idx" ON "tire_hotel_agreements_vehicles_tires" USING btree ("_parent_id");
  CREATE INDEX "tire_hotel_agreements_vehicles_order_idx" ON "tire_hotel_agreements_vehicles" USING btree ("_order");
  CREATE INDEX "tire_hotel_agreements_vehicles_parent_id_idx" ON "tire_hotel_agreements_vehicles" USING btree ("_parent_id");
  CREATE INDEX "tire_hotel_agreements_vehicles_reg_no_idx" ON "tire_hotel_agreements_vehicles" USING btree ("reg_no");
  CREATE UNIQUE INDEX "tire_hotel_agreements_agreement_number_idx" ON "tire_hotel_agreements" USING btree ("agreement_number");
  CREATE INDEX "tire_hotel_agreements_station_idx" ON "tire_hotel_agreements" USING btree ("station");
  CREATE INDEX "tire_hotel_agreements_updated_at_idx" ON "tire_hotel_agreements" USING btree ("updated_at");
  CREATE INDEX "tire_hotel_agreements_created_at_idx" ON "tire_hotel_agreements" USING btree ("created_at");
  CREATE UNIQUE INDEX "tire_hotel_codes_token_hash_idx" ON "tire_hotel_codes" USING btree ("token_hash");
  CREATE INDEX "tire_hotel_codes_agreement_idx" ON "tire_hotel_codes" USING btree ("agreement_id");
  CREATE INDEX "tire_hotel_codes_reg_no_idx" ON "tire_hotel_codes" USING btree ("reg_no");
  CREATE INDEX "tire_hotel_codes_updated_at_idx" ON "tire_hotel_codes" USING btree ("updated_at");
  CREATE INDEX "tire_hotel_codes_created_at_idx" ON "tire_hotel_codes" USING btree ("created_at");
  CREATE INDEX "tire_hotel_attempts_kind_idx" ON "tire_hotel_attempts" USING btree ("kind");
  CREATE INDEX "tire_hotel_attempts_reg_no_idx" ON "tire_hotel_attempts" USING btree ("reg_no");
  CREATE INDEX "tire_hotel_attempts_updated_at_idx" ON "tire_hotel_attempts" USING btree ("updated_at");
  CREATE INDEX "tire_hotel_attempts_created_at_idx" ON "tire_hotel_attempts" USING btree ("created_at");
  CREATE INDEX "tire_hotel_reviews_agreement_idx" ON "tire_hotel_reviews" USING btree ("agreement_id");
  CREATE INDEX "tire_hotel_reviews_updated_at_idx" ON "tire_hotel_reviews" USING btree ("updated_at");
  CREATE INDEX "tire_hotel_reviews_created_at_idx" ON "tire_hotel_reviews" USING btree ("created_at");
  CREATE INDEX "forms_emails_order_idx" ON "forms_emails" USING btree ("_order");
  CREATE INDEX "forms_emails_parent_id_idx" ON "forms_emails" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_emails_locales_locale_parent_id_unique" ON "forms_emails_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_submissions_submission_data_order_idx" ON "form_submissions_submission_data" USING btree ("_order");
  CREATE INDEX "form_submissions_submission_data_parent_id_idx" ON "form_submissions_submission_data" USING btree ("_parent_id");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE UNIQUE INDEX "form_submissions_form_submission_id_idx" ON "form_submissions" USING btree ("form_submission_id");
  CREATE INDEX "form_submissions_site_idx" ON "form_submissions" USING btree ("site");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tire_hotel_agreements_fk" FOREIGN KEY ("tire_hotel_agreements_id") REFERENCES "public"."tire_hotel_agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tire_hotel_codes_fk" FOREIGN KEY ("tire_hotel_codes_id") REFERENCES "public"."tire_hotel_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tire_hotel_attempts_fk" FOREIGN KEY ("tire_hotel_attempts_id") REFERENCES "public"."tire_hotel_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tire_hotel_reviews_fk" FOREIGN KEY ("tire_hotel_reviews_id") REFERENCES "public"."tire_hotel_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tire_hotel_agreements_id_idx" ON "payload_locked_documents_rels" USING btree ("tire_hotel_agreements_id");
  CREATE INDEX "payload_locked_documents_rels_tire_hotel_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("tire_hotel_codes_id");
  CREATE INDEX "payload_locked_documents_rels_tire_hotel_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("tire_hotel_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_tire_hotel_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("tire_hotel_reviews_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tire_hotel_agreements_vehicles_tires" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tire_hotel_agreements_vehicles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tire_hotel_agreements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tire_hotel_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tire_hotel_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tire_hotel_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_emails_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_submission_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tire_hotel_agreements_vehicles_tires" CASCADE;
  DROP TABLE "tire_hotel_agreements_vehicles" CASCADE;
  DROP TABLE "tire_hotel_agreements" CASCADE;
  DROP TABLE "tire_hotel_codes" CASCADE;
  DROP TABLE "tire_hotel_attempts" CASCADE;
  DROP TABLE "tire_hotel_reviews" CASCADE;
  DROP TABLE "forms_emails" CASCADE;
  DROP TABLE "forms_emails_locales" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_locales" CASCADE;
  DROP TABLE "form_submissions_submission_data" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tire_hotel_agreements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tire_hotel_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tire_hotel_attempts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tire_hotel_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_submissions_fk";
  
  DROP INDEX "payload_locked_documents_rels_tire_hotel_agreements_id_idx";
  DROP INDEX "payload_locked_documents_rels_tire_hotel_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_tire_hotel_attempts_id_idx";
  DROP INDEX "payload_locked_documents_rels_tire_hotel_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  ALTER TABLE "sites" DROP COLUMN "leads_email";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tire_hotel_agreements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tire_hotel_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tire_hotel_attempts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tire_hotel_reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  DROP TYPE "public"."enum_tire_hotel_codes_status";
  DROP TYPE "public"."enum_tire_hotel_attempts_kind";
  DROP TYPE "public"."enum_tire_hotel_attempts_outcome";
  DROP TYPE "public"."enum_forms_confirmation_type";
  DROP TYPE "public"."enum_form_submissions_embed";`)
}
