import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`email_key\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`phone_key\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`repeat_of_id\` integer REFERENCES leads(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`repeats\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`last_repeat_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_email_key_idx\` ON \`leads\` (\`email_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_phone_key_idx\` ON \`leads\` (\`phone_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_repeat_of_idx\` ON \`leads\` (\`repeat_of_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_name\` text,
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
  	\`state\` text DEFAULT 'new',
  	\`lost_reason\` text,
  	\`owner_id\` integer,
  	\`first_response_at\` text,
  	\`anonymised_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "customer_name", "form_name", "form_submission_id", "site", "dealer", "values", "source_url", "recipient_name", "recipient_email", "notification_status", "notification_error", "state", "lost_reason", "owner_id", "first_response_at", "anonymised_at", "updated_at", "created_at") SELECT "id", "customer_name", "form_name", "form_submission_id", "site", "dealer", "values", "source_url", "recipient_name", "recipient_email", "notification_status", "notification_error", "state", "lost_reason", "owner_id", "first_response_at", "anonymised_at", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_customer_name_idx\` ON \`leads\` (\`customer_name\`);`)
  await db.run(sql`CREATE INDEX \`leads_form_name_idx\` ON \`leads\` (\`form_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_form_submission_id_idx\` ON \`leads\` (\`form_submission_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_site_idx\` ON \`leads\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`leads_dealer_idx\` ON \`leads\` (\`dealer\`);`)
  await db.run(sql`CREATE INDEX \`leads_state_idx\` ON \`leads\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`leads_owner_idx\` ON \`leads\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_anonymised_at_idx\` ON \`leads\` (\`anonymised_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
}
