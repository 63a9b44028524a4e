import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`pages_locales_parent_id_idx\` ON \`pages_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_locales_parent_id_idx\` ON \`_pages_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_tags_locales_parent_id_idx\` ON \`story_tags_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`media_locales_parent_id_idx\` ON \`media_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dictionary_locales_parent_id_idx\` ON \`dictionary_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_emails_locales_parent_id_idx\` ON \`forms_emails_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_locales_parent_id_idx\` ON \`forms_locales\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pages_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`story_tags_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`media_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`dictionary_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_emails_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_locales_parent_id_idx\`;`)
}
