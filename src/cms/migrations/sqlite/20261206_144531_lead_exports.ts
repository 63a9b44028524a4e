import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads_exports\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`method\` text,
  	\`target\` text,
  	\`outcome\` text,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_exports_order_idx\` ON \`leads_exports\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_exports_parent_id_idx\` ON \`leads_exports\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_exports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dealer\` text NOT NULL,
  	\`method\` text DEFAULT 'email' NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`target\` text NOT NULL,
  	\`secret\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_exports_dealer_idx\` ON \`lead_exports\` (\`dealer\`);`)
  await db.run(sql`CREATE INDEX \`lead_exports_updated_at_idx\` ON \`lead_exports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_exports_created_at_idx\` ON \`lead_exports\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_exports_id\` integer REFERENCES lead_exports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_exports_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_exports_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_exports\`;`)
  await db.run(sql`DROP TABLE \`lead_exports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`story_tags_id\` integer,
  	\`sites_id\` integer,
  	\`site_regions_id\` integer,
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
  	\`tire_hotel_agreements_id\` integer,
  	\`tire_hotel_codes_id\` integer,
  	\`tire_hotel_attempts_id\` integer,
  	\`tire_hotel_reviews_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`story_tags_id\`) REFERENCES \`story_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_regions_id\`) REFERENCES \`site_regions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`workshop_capacities_id\`) REFERENCES \`workshop_capacities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tire_hotel_agreements_id\`) REFERENCES \`tire_hotel_agreements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tire_hotel_codes_id\`) REFERENCES \`tire_hotel_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tire_hotel_attempts_id\`) REFERENCES \`tire_hotel_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tire_hotel_reviews_id\`) REFERENCES \`tire_hotel_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "story_tags_id", "sites_id", "site_regions_id", "redirects_id", "media_id", "dictionary_id", "users_id", "tracking_events_id", "leads_id", "finance_quotes_id", "outbox_id", "workshop_bookings_id", "workshop_vehicles_id", "workshop_service_categories_id", "workshop_services_id", "workshop_capacities_id", "tire_hotel_agreements_id", "tire_hotel_codes_id", "tire_hotel_attempts_id", "tire_hotel_reviews_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "story_tags_id", "sites_id", "site_regions_id", "redirects_id", "media_id", "dictionary_id", "users_id", "tracking_events_id", "leads_id", "finance_quotes_id", "outbox_id", "workshop_bookings_id", "workshop_vehicles_id", "workshop_service_categories_id", "workshop_services_id", "workshop_capacities_id", "tire_hotel_agreements_id", "tire_hotel_codes_id", "tire_hotel_attempts_id", "tire_hotel_reviews_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_story_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`story_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_regions_id_idx\` ON \`payload_locked_documents_rels\` (\`site_regions_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_agreements_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_agreements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}
