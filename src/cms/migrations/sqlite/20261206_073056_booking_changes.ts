import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`workshop_bookings_changes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text,
  	\`reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`workshop_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workshop_bookings_changes_order_idx\` ON \`workshop_bookings_changes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_changes_parent_id_idx\` ON \`workshop_bookings_changes\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` ADD \`sequence\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` ADD \`customer_change_hours\` numeric DEFAULT 24;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`workshop_bookings_changes\`;`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` DROP COLUMN \`sequence\`;`)
  await db.run(sql`ALTER TABLE \`workshop_capacities\` DROP COLUMN \`customer_change_hours\`;`)
}
