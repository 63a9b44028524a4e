import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_label\` text;`)
  // Path and title, as the pages' beforeChange hook writes them ("Site-aware admin").
  await db.run(sql`UPDATE \`pages_locales\` SET \`label\` = coalesce(\`path\`, '') || ' · ' || coalesce(\`title\`, '');`)
  await db.run(
    sql`UPDATE \`_pages_v_locales\` SET \`version_label\` = coalesce(\`version_path\`, '') || ' · ' || coalesce(\`version_title\`, '');`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_label\`;`)
}
