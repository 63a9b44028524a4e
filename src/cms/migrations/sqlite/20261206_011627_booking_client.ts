import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`workshop_bookings\` ADD \`client\` text;`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_client_idx\` ON \`workshop_bookings\` (\`client\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`workshop_bookings_client_idx\`;`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` DROP COLUMN \`client\`;`)
}
