import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tire_hotel_agreements_vehicles_tires\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`equipment_position\` text NOT NULL,
  	\`name\` text,
  	\`rim_diameter\` numeric,
  	\`section_width\` numeric,
  	\`aspect_ratio\` numeric,
  	\`thread_pattern\` text,
  	\`thread_depth\` numeric,
  	\`thread_status_id\` numeric,
  	\`thread_status_message\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tire_hotel_agreements_vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tire_hotel_agreements_vehicles_tires_order_idx\` ON \`tire_hotel_agreements_vehicles_tires\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_agreements_vehicles_tires_parent_id_idx\` ON \`tire_hotel_agreements_vehicles_tires\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tire_hotel_agreements_vehicles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`reg_no\` text NOT NULL,
  	\`name\` text,
  	\`brand\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`brand_code\` text,
  	\`product_id\` text,
  	\`package_level\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tire_hotel_agreements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tire_hotel_agreements_vehicles_order_idx\` ON \`tire_hotel_agreements_vehicles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_agreements_vehicles_parent_id_idx\` ON \`tire_hotel_agreements_vehicles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_agreements_vehicles_reg_no_idx\` ON \`tire_hotel_agreements_vehicles\` (\`reg_no\`);`)
  await db.run(sql`CREATE TABLE \`tire_hotel_agreements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`agreement_number\` text NOT NULL,
  	\`station\` text NOT NULL,
  	\`customer_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tire_hotel_agreements_agreement_number_idx\` ON \`tire_hotel_agreements\` (\`agreement_number\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_agreements_station_idx\` ON \`tire_hotel_agreements\` (\`station\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_agreements_updated_at_idx\` ON \`tire_hotel_agreements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_agreements_created_at_idx\` ON \`tire_hotel_agreements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tire_hotel_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`agreement_id\` integer NOT NULL,
  	\`reg_no\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`status\` text DEFAULT 'sent' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`agreement_id\`) REFERENCES \`tire_hotel_agreements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tire_hotel_codes_token_hash_idx\` ON \`tire_hotel_codes\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_codes_agreement_idx\` ON \`tire_hotel_codes\` (\`agreement_id\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_codes_reg_no_idx\` ON \`tire_hotel_codes\` (\`reg_no\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_codes_updated_at_idx\` ON \`tire_hotel_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_codes_created_at_idx\` ON \`tire_hotel_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tire_hotel_attempts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`reg_no\` text,
  	\`outcome\` text NOT NULL,
  	\`client\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tire_hotel_attempts_kind_idx\` ON \`tire_hotel_attempts\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_attempts_reg_no_idx\` ON \`tire_hotel_attempts\` (\`reg_no\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_attempts_updated_at_idx\` ON \`tire_hotel_attempts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_attempts_created_at_idx\` ON \`tire_hotel_attempts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tire_hotel_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`date\` text NOT NULL,
  	\`reg_no\` text,
  	\`comment\` text,
  	\`agreement_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`agreement_id\`) REFERENCES \`tire_hotel_agreements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tire_hotel_reviews_agreement_idx\` ON \`tire_hotel_reviews\` (\`agreement_id\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_reviews_updated_at_idx\` ON \`tire_hotel_reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_reviews_created_at_idx\` ON \`tire_hotel_reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_emails\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email_to\` text,
  	\`cc\` text,
  	\`bcc\` text,
  	\`reply_to\` text,
  	\`email_from\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_emails_order_idx\` ON \`forms_emails\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_emails_parent_id_idx\` ON \`forms_emails\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_emails_locales\` (
  	\`subject\` text DEFAULT 'You''ve received a new message.' NOT NULL,
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_emails\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_emails_locales_locale_parent_id_unique\` ON \`forms_emails_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`fields\` text,
  	\`confirmation_type\` text DEFAULT 'message',
  	\`redirect_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`submit_button_label\` text,
  	\`confirmation_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions_submission_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_submission_data_order_idx\` ON \`form_submissions_submission_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_submission_data_parent_id_idx\` ON \`form_submissions_submission_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`form_submission_id\` text,
  	\`site\` text,
  	\`embed\` text,
  	\`source_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_form_submission_id_idx\` ON \`form_submissions\` (\`form_submission_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_site_idx\` ON \`form_submissions\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`leads_email\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tire_hotel_agreements_id\` integer REFERENCES tire_hotel_agreements(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tire_hotel_codes_id\` integer REFERENCES tire_hotel_codes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tire_hotel_attempts_id\` integer REFERENCES tire_hotel_attempts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tire_hotel_reviews_id\` integer REFERENCES tire_hotel_reviews(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`forms_id\` integer REFERENCES forms(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_submissions_id\` integer REFERENCES form_submissions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_agreements_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_agreements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tire_hotel_agreements_vehicles_tires\`;`)
  await db.run(sql`DROP TABLE \`tire_hotel_agreements_vehicles\`;`)
  await db.run(sql`DROP TABLE \`tire_hotel_agreements\`;`)
  await db.run(sql`DROP TABLE \`tire_hotel_codes\`;`)
  await db.run(sql`DROP TABLE \`tire_hotel_attempts\`;`)
  await db.run(sql`DROP TABLE \`tire_hotel_reviews\`;`)
  await db.run(sql`DROP TABLE \`forms_emails\`;`)
  await db.run(sql`DROP TABLE \`forms_emails_locales\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`DROP TABLE \`form_submissions_submission_data\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`story_tags_id\` integer,
  	\`sites_id\` integer,
  	\`redirects_id\` integer,
  	\`media_id\` integer,
  	\`dictionary_id\` integer,
  	\`users_id\` integer,
  	\`tracking_events_id\` integer,
  	\`leads_id\` integer,
  	\`finance_quotes_id\` integer,
  	\`outbox_id\` integer,
  	\`workshop_bookings_id\` integer,
  	\`workshop_vehicles_id\` integer,
  	\`workshop_service_categories_id\` integer,
  	\`workshop_services_id\` integer,
  	\`workshop_capacities_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`story_tags_id\`) REFERENCES \`story_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_id\`) REFERENCES \`dictionary\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tracking_events_id\`) REFERENCES \`tracking_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`finance_quotes_id\`) REFERENCES \`finance_quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`workshop_bookings_id\`) REFERENCES \`workshop_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`workshop_vehicles_id\`) REFERENCES \`workshop_vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`workshop_service_categories_id\`) REFERENCES \`workshop_service_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`workshop_services_id\`) REFERENCES \`workshop_services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`workshop_capacities_id\`) REFERENCES \`workshop_capacities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "story_tags_id", "sites_id", "redirects_id", "media_id", "dictionary_id", "users_id", "tracking_events_id", "leads_id", "finance_quotes_id", "outbox_id", "workshop_bookings_id", "workshop_vehicles_id", "workshop_service_categories_id", "workshop_services_id", "workshop_capacities_id") SELECT "id", "order", "parent_id", "path", "pages_id", "story_tags_id", "sites_id", "redirects_id", "media_id", "dictionary_id", "users_id", "tracking_events_id", "leads_id", "finance_quotes_id", "outbox_id", "workshop_bookings_id", "workshop_vehicles_id", "workshop_service_categories_id", "workshop_services_id", "workshop_capacities_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_story_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`story_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tracking_events_id_idx\` ON \`payload_locked_documents_rels\` (\`tracking_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_finance_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`finance_quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`workshop_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_vehicles_id_idx\` ON \`payload_locked_documents_rels\` (\`workshop_vehicles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_service_categorie_idx\` ON \`payload_locked_documents_rels\` (\`workshop_service_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_services_id_idx\` ON \`payload_locked_documents_rels\` (\`workshop_services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_capacities_id_idx\` ON \`payload_locked_documents_rels\` (\`workshop_capacities_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`leads_email\`;`)
}
