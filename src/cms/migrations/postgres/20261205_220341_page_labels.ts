import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_locales" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_label" varchar;`)
  // Path and title, as the pages' beforeChange hook writes them ("Site-aware admin").
  await db.execute(sql`
   UPDATE "pages_locales" SET "label" = coalesce("path", '') || ' · ' || coalesce("title", '');
  UPDATE "_pages_v_locales" SET "version_label" = coalesce("version_path", '') || ' · ' || coalesce("version_title", '');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_locales" DROP COLUMN "label";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_label";`)
}
