import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`workshop_services\` ADD \`authorised_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` ADD \`general_service\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` ADD \`general_service_brands\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`workshop_services\` DROP COLUMN \`authorised_only\`;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` DROP COLUMN \`general_service\`;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` DROP COLUMN \`general_service_brands\`;`)
}
