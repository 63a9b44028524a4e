import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`workshop_capacities\` ADD \`wheel_season_opens\` text;`)
  await db.run(sql`ALTER TABLE \`tire_hotel_agreements\` ADD \`season_reminded_for\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`workshop_capacities\` DROP COLUMN \`wheel_season_opens\`;`)
  await db.run(sql`ALTER TABLE \`tire_hotel_agreements\` DROP COLUMN \`season_reminded_for\`;`)
}
