import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`assigned_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_assigned_at_idx\` ON \`leads\` (\`assigned_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_assigned_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`assigned_at\`;`)
}
