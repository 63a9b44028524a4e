import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`at\` text,
  	\`by_id\` integer,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_notes_order_idx\` ON \`leads_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_parent_id_idx\` ON \`leads_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_by_idx\` ON \`leads_notes\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`leads_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_history_order_idx\` ON \`leads_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_history_parent_id_idx\` ON \`leads_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_history_by_idx\` ON \`leads_history\` (\`by_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`customer_name\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`state\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`lost_reason\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_response_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_customer_name_idx\` ON \`leads\` (\`customer_name\`);`)
  await db.run(sql`CREATE INDEX \`leads_state_idx\` ON \`leads\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`leads_owner_idx\` ON \`leads\` (\`owner_id\`);`)
  // Leads stored before the desk: new, named as their form named the customer (customerNameOf).
  await db.run(sql`UPDATE \`leads\` SET \`state\` = 'new' WHERE \`state\` IS NULL;`)
  await db.run(sql`UPDATE \`leads\` SET \`customer_name\` = NULLIF(TRIM(COALESCE(
    json_extract(\`values\`, '$.name'), json_extract(\`values\`, '$.customerName'),
    json_extract(\`values\`, '$.fullname'), '')), '') WHERE json_valid(\`values\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_notes\`;`)
  await db.run(sql`DROP TABLE \`leads_history\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_name\` text NOT NULL,
  	\`form_submission_id\` text NOT NULL,
  	\`site\` text,
  	\`dealer\` text,
  	\`values\` text NOT NULL,
  	\`source_url\` text,
  	\`recipient_name\` text,
  	\`recipient_email\` text,
  	\`notification_status\` text DEFAULT 'pending' NOT NULL,
  	\`notification_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "form_name", "form_submission_id", "site", "dealer", "values", "source_url", "recipient_name", "recipient_email", "notification_status", "notification_error", "updated_at", "created_at") SELECT "id", "form_name", "form_submission_id", "site", "dealer", "values", "source_url", "recipient_name", "recipient_email", "notification_status", "notification_error", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_form_name_idx\` ON \`leads\` (\`form_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_form_submission_id_idx\` ON \`leads\` (\`form_submission_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_site_idx\` ON \`leads\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`leads_dealer_idx\` ON \`leads\` (\`dealer\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
}
