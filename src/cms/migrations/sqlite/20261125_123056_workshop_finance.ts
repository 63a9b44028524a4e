import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`finance_quotes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote_reference\` text NOT NULL,
  	\`family\` text NOT NULL,
  	\`organisation\` text NOT NULL,
  	\`source_vehicle_id\` text NOT NULL,
  	\`vehicle\` text NOT NULL,
  	\`quote\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`finance_quotes_quote_reference_idx\` ON \`finance_quotes\` (\`quote_reference\`);`)
  await db.run(sql`CREATE INDEX \`finance_quotes_organisation_idx\` ON \`finance_quotes\` (\`organisation\`);`)
  await db.run(sql`CREATE INDEX \`finance_quotes_source_vehicle_id_idx\` ON \`finance_quotes\` (\`source_vehicle_id\`);`)
  await db.run(sql`CREATE INDEX \`finance_quotes_updated_at_idx\` ON \`finance_quotes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`finance_quotes_created_at_idx\` ON \`finance_quotes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`workshop_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`confirmation_id\` text NOT NULL,
  	\`department_id\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`time\` text NOT NULL,
  	\`is_full_day\` integer DEFAULT false,
  	\`minutes\` numeric NOT NULL,
  	\`status\` text DEFAULT 'booked' NOT NULL,
  	\`registration_number\` text NOT NULL,
  	\`mileage\` numeric,
  	\`customer\` text NOT NULL,
  	\`services\` text NOT NULL,
  	\`free_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`workshop_bookings_confirmation_id_idx\` ON \`workshop_bookings\` (\`confirmation_id\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_department_id_idx\` ON \`workshop_bookings\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_date_idx\` ON \`workshop_bookings\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_status_idx\` ON \`workshop_bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_updated_at_idx\` ON \`workshop_bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_created_at_idx\` ON \`workshop_bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`workshop_vehicles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`registration_number\` text NOT NULL,
  	\`brand\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`build_year\` numeric NOT NULL,
  	\`has_service_agreement\` integer DEFAULT false,
  	\`region\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`workshop_vehicles_registration_number_idx\` ON \`workshop_vehicles\` (\`registration_number\`);`)
  await db.run(sql`CREATE INDEX \`workshop_vehicles_brand_idx\` ON \`workshop_vehicles\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`workshop_vehicles_updated_at_idx\` ON \`workshop_vehicles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`workshop_vehicles_created_at_idx\` ON \`workshop_vehicles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`workshop_service_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'service' NOT NULL,
  	\`icon\` text,
  	\`exclusive\` integer DEFAULT false,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`workshop_service_categories_updated_at_idx\` ON \`workshop_service_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`workshop_service_categories_created_at_idx\` ON \`workshop_service_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`workshop_services_workshop_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`department_id\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`workshop_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workshop_services_workshop_prices_order_idx\` ON \`workshop_services_workshop_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`workshop_services_workshop_prices_parent_id_idx\` ON \`workshop_services_workshop_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`workshop_services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`description\` text,
  	\`price\` numeric,
  	\`price_known\` integer DEFAULT true,
  	\`not_known_price_text\` text,
  	\`price_discount\` numeric,
  	\`price_per_thousand_mil\` numeric,
  	\`unit_price_unit\` numeric,
  	\`unit_price_minimum\` numeric,
  	\`unit_price_maximum\` numeric,
  	\`unit_price_unit_abbreviation\` text,
  	\`unit_price_postfix\` text,
  	\`duration_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`allow_user_input\` integer DEFAULT false,
  	\`is_available\` integer DEFAULT true,
  	\`unavailable_for_models\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`workshop_service_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`workshop_services_code_idx\` ON \`workshop_services\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`workshop_services_category_idx\` ON \`workshop_services\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`workshop_services_updated_at_idx\` ON \`workshop_services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`workshop_services_created_at_idx\` ON \`workshop_services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`workshop_capacities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`department_id\` text NOT NULL,
  	\`workshop_name\` text,
  	\`bays\` numeric DEFAULT 2 NOT NULL,
  	\`slot_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`lead_minutes\` numeric DEFAULT 120 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`workshop_capacities_department_id_idx\` ON \`workshop_capacities\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`workshop_capacities_updated_at_idx\` ON \`workshop_capacities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`workshop_capacities_created_at_idx\` ON \`workshop_capacities\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`attachments\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`finance_quotes_id\` integer REFERENCES finance_quotes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`workshop_bookings_id\` integer REFERENCES workshop_bookings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`workshop_vehicles_id\` integer REFERENCES workshop_vehicles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`workshop_service_categories_id\` integer REFERENCES workshop_service_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`workshop_services_id\` integer REFERENCES workshop_services(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`workshop_capacities_id\` integer REFERENCES workshop_capacities(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_finance_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`finance_quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`workshop_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_vehicles_id_idx\` ON \`payload_locked_documents_rels\` (\`workshop_vehicles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_service_categorie_idx\` ON \`payload_locked_documents_rels\` (\`workshop_service_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_services_id_idx\` ON \`payload_locked_documents_rels\` (\`workshop_services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_capacities_id_idx\` ON \`payload_locked_documents_rels\` (\`workshop_capacities_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`finance_quotes\`;`)
  await db.run(sql`DROP TABLE \`workshop_bookings\`;`)
  await db.run(sql`DROP TABLE \`workshop_vehicles\`;`)
  await db.run(sql`DROP TABLE \`workshop_service_categories\`;`)
  await db.run(sql`DROP TABLE \`workshop_services_workshop_prices\`;`)
  await db.run(sql`DROP TABLE \`workshop_services\`;`)
  await db.run(sql`DROP TABLE \`workshop_capacities\`;`)
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
  	\`outbox_id\` integer,
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
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "story_tags_id", "sites_id", "redirects_id", "media_id", "dictionary_id", "users_id", "tracking_events_id", "leads_id", "outbox_id") SELECT "id", "order", "parent_id", "path", "pages_id", "story_tags_id", "sites_id", "redirects_id", "media_id", "dictionary_id", "users_id", "tracking_events_id", "leads_id", "outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`attachments\`;`)
}
