import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_page_type" ADD VALUE 'story';
  ALTER TYPE "public"."enum__pages_v_version_page_type" ADD VALUE 'story';
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"story_tags_id" integer
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"story_tags_id" integer
  );
  
  CREATE TABLE "story_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"site_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "story_tags_locales" (
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "date" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "author" varchar;
  ALTER TABLE "pages" ADD COLUMN "image_id" integer;
  ALTER TABLE "pages_locales" ADD COLUMN "premble" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_date" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_author" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_premble" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "story_tags_id" integer;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_story_tags_fk" FOREIGN KEY ("story_tags_id") REFERENCES "public"."story_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_story_tags_fk" FOREIGN KEY ("story_tags_id") REFERENCES "public"."story_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_tags_locales" ADD CONSTRAINT "story_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_story_tags_id_idx" ON "pages_rels" USING btree ("story_tags_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_story_tags_id_idx" ON "_pages_v_rels" USING btree ("story_tags_id");
  CREATE INDEX "story_tags_key_idx" ON "story_tags" USING btree ("key");
  CREATE INDEX "story_tags_site_idx" ON "story_tags" USING btree ("site_id");
  CREATE INDEX "story_tags_updated_at_idx" ON "story_tags" USING btree ("updated_at");
  CREATE INDEX "story_tags_created_at_idx" ON "story_tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "story_tags_locales_locale_parent_id_unique" ON "story_tags_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_story_tags_fk" FOREIGN KEY ("story_tags_id") REFERENCES "public"."story_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_date_idx" ON "pages" USING btree ("date");
  CREATE INDEX "pages_image_idx" ON "pages" USING btree ("image_id");
  CREATE INDEX "_pages_v_version_version_date_idx" ON "_pages_v" USING btree ("version_date");
  CREATE INDEX "_pages_v_version_version_image_idx" ON "_pages_v" USING btree ("version_image_id");
  CREATE INDEX "payload_locked_documents_rels_story_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("story_tags_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "story_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "story_tags_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "story_tags" CASCADE;
  DROP TABLE "story_tags_locales" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_story_tags_fk";
  
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DEFAULT 'content'::text;
  DROP TYPE "public"."enum_pages_page_type";
  CREATE TYPE "public"."enum_pages_page_type" AS ENUM('content', 'notFound');
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DEFAULT 'content'::"public"."enum_pages_page_type";
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DATA TYPE "public"."enum_pages_page_type" USING "page_type"::"public"."enum_pages_page_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_page_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_page_type" SET DEFAULT 'content'::text;
  DROP TYPE "public"."enum__pages_v_version_page_type";
  CREATE TYPE "public"."enum__pages_v_version_page_type" AS ENUM('content', 'notFound');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_page_type" SET DEFAULT 'content'::"public"."enum__pages_v_version_page_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_page_type" SET DATA TYPE "public"."enum__pages_v_version_page_type" USING "version_page_type"::"public"."enum__pages_v_version_page_type";
  DROP INDEX "pages_date_idx";
  DROP INDEX "pages_image_idx";
  DROP INDEX "_pages_v_version_version_date_idx";
  DROP INDEX "_pages_v_version_version_image_idx";
  DROP INDEX "payload_locked_documents_rels_story_tags_id_idx";
  ALTER TABLE "pages" DROP COLUMN "date";
  ALTER TABLE "pages" DROP COLUMN "author";
  ALTER TABLE "pages" DROP COLUMN "image_id";
  ALTER TABLE "pages_locales" DROP COLUMN "premble";
  ALTER TABLE "_pages_v" DROP COLUMN "version_date";
  ALTER TABLE "_pages_v" DROP COLUMN "version_author";
  ALTER TABLE "_pages_v" DROP COLUMN "version_image_id";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_premble";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "story_tags_id";`)
}
