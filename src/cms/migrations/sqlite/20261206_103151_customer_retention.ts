import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_anonymised_at_idx\` ON \`leads\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_anonymised_at_idx\` ON \`workshop_bookings\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`tire_hotel_agreements\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`tire_hotel_agreements_anonymised_at_idx\` ON \`tire_hotel_agreements\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`form_submissions_anonymised_at_idx\` ON \`form_submissions\` (\`anonymised_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`workshop_bookings_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`tire_hotel_agreements_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`tire_hotel_agreements\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`form_submissions_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`anonymised_at\`;`)
}
