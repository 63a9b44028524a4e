import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`workshop_capacities_closed_days\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`hours\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`workshop_capacities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workshop_capacities_closed_days_order_idx\` ON \`workshop_capacities_closed_days\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`workshop_capacities_closed_days_parent_id_idx\` ON \`workshop_capacities_closed_days\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` ADD \`workshop_name\` text;`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` ADD \`customer_name\` text;`)
  // Bookings made before name their customer from the stored contact.
  await db.run(
    sql`UPDATE \`workshop_bookings\` SET \`customer_name\` = trim(coalesce(json_extract(\`customer\`, '$.firstName'), '') || ' ' || coalesce(json_extract(\`customer\`, '$.lastName'), ''));`,
  )
  await db.run(sql`CREATE INDEX \`workshop_bookings_customer_name_idx\` ON \`workshop_bookings\` (\`customer_name\`);`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` ADD \`horizon_months\` numeric DEFAULT 3;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` ADD \`week_hours_monday\` text;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` ADD \`week_hours_tuesday\` text;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` ADD \`week_hours_wednesday\` text;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` ADD \`week_hours_thursday\` text;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` ADD \`week_hours_friday\` text;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` ADD \`week_hours_saturday\` text;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` ADD \`week_hours_sunday\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`workshop_capacities_closed_days\`;`)
  await db.run(sql`DROP INDEX \`workshop_bookings_customer_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` DROP COLUMN \`workshop_name\`;`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` DROP COLUMN \`customer_name\`;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` DROP COLUMN \`horizon_months\`;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` DROP COLUMN \`week_hours_monday\`;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` DROP COLUMN \`week_hours_tuesday\`;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` DROP COLUMN \`week_hours_wednesday\`;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` DROP COLUMN \`week_hours_thursday\`;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` DROP COLUMN \`week_hours_friday\`;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` DROP COLUMN \`week_hours_saturday\`;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` DROP COLUMN \`week_hours_sunday\`;`)
}
