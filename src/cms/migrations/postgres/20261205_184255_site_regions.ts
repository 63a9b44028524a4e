import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { foldSiteRegions } from '../../site-regions-fold'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_regions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_regions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_regions_v_published_locale" AS ENUM('sv', 'nb', 'en', 'en-GB', 'fi', 'sk');
  CREATE TABLE "site_regions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_site_regions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "site_regions_locales" (
  	"header" jsonb,
  	"footer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_regions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_title" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__site_regions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_regions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_site_regions_v_locales" (
  	"version_header" jsonb,
  	"version_footer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_regions_id" integer;
  ALTER TABLE "site_regions" ADD CONSTRAINT "site_regions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_regions_locales" ADD CONSTRAINT "site_regions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_regions_v" ADD CONSTRAINT "_site_regions_v_parent_id_site_regions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_regions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_regions_v" ADD CONSTRAINT "_site_regions_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_regions_v_locales" ADD CONSTRAINT "_site_regions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_regions_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "site_regions_site_idx" ON "site_regions" USING btree ("site_id");
  CREATE INDEX "site_regions_updated_at_idx" ON "site_regions" USING btree ("updated_at");
  CREATE INDEX "site_regions_created_at_idx" ON "site_regions" USING btree ("created_at");
  CREATE INDEX "site_regions__status_idx" ON "site_regions" USING btree ("_status");
  CREATE UNIQUE INDEX "site_regions_locales_locale_parent_id_unique" ON "site_regions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_regions_locales_parent_id_idx" ON "site_regions_locales" USING btree ("_parent_id");
  CREATE INDEX "_site_regions_v_parent_idx" ON "_site_regions_v" USING btree ("parent_id");
  CREATE INDEX "_site_regions_v_version_version_site_idx" ON "_site_regions_v" USING btree ("version_site_id");
  CREATE INDEX "_site_regions_v_version_version_updated_at_idx" ON "_site_regions_v" USING btree ("version_updated_at");
  CREATE INDEX "_site_regions_v_version_version_created_at_idx" ON "_site_regions_v" USING btree ("version_created_at");
  CREATE INDEX "_site_regions_v_version_version__status_idx" ON "_site_regions_v" USING btree ("version__status");
  CREATE INDEX "_site_regions_v_created_at_idx" ON "_site_regions_v" USING btree ("created_at");
  CREATE INDEX "_site_regions_v_updated_at_idx" ON "_site_regions_v" USING btree ("updated_at");
  CREATE INDEX "_site_regions_v_snapshot_idx" ON "_site_regions_v" USING btree ("snapshot");
  CREATE INDEX "_site_regions_v_published_locale_idx" ON "_site_regions_v" USING btree ("published_locale");
  CREATE INDEX "_site_regions_v_latest_idx" ON "_site_regions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_site_regions_v_locales_locale_parent_id_unique" ON "_site_regions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_regions_v_locales_parent_id_idx" ON "_site_regions_v_locales" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_regions_fk" FOREIGN KEY ("site_regions_id") REFERENCES "public"."site_regions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_site_regions_id_idx" ON "payload_locked_documents_rels" USING btree ("site_regions_id");`)
  // The header and footer copied into every page become their site's ("Site-wide regions").
  await foldSiteRegions(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_regions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_regions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_regions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_regions_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_regions" CASCADE;
  DROP TABLE "site_regions_locales" CASCADE;
  DROP TABLE "_site_regions_v" CASCADE;
  DROP TABLE "_site_regions_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_regions_fk";
  
  DROP INDEX "payload_locked_documents_rels_site_regions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_regions_id";
  DROP TYPE "public"."enum_site_regions_status";
  DROP TYPE "public"."enum__site_regions_v_version_status";
  DROP TYPE "public"."enum__site_regions_v_published_locale";`)
}
