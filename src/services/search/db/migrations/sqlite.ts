/**
 * Catalog schema for SQLite. Committed and append-only: a change is a new entry with the next
 * version, never an edit of an applied one. Keyphrase search uses FTS5 tables (`*_text`) whose
 * rowid is the row id of the main table.
 */
import type { Migration } from './types'

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'catalog tables',
    statements: [
      `CREATE TABLE catalog_indexes (name TEXT PRIMARY KEY, kind TEXT NOT NULL, language TEXT NOT NULL, generation INTEGER NOT NULL, version INTEGER NOT NULL, part TEXT NOT NULL, updated_at TEXT NOT NULL)`,
      `CREATE TABLE catalog_vehicles (id INTEGER PRIMARY KEY, part TEXT NOT NULL, "car_id" TEXT NOT NULL, "slug" TEXT, "car_brand" TEXT, "car_model" TEXT, "car_model_text" TEXT, "car_version" TEXT, "car_trim_package" TEXT, "car_year" REAL, "car_fuel" TEXT, "car_gearbox" TEXT, "car_body" TEXT, "car_drive" TEXT, "car_color" TEXT, "car_seats" REAL, "car_doors" REAL, "car_regno" TEXT, "car_condition" TEXT, "car_is_used" INTEGER, "car_is_sample" INTEGER, "car_site_id" TEXT, "car_site_name" TEXT, "car_site_region" TEXT, "car_site_city" TEXT, "car_vehicle_type_code" TEXT, "car_vat_eligible" INTEGER, "car_price_currency" TEXT, "car_price" REAL, "car_retail_price" REAL, "car_campaign_price" REAL, "car_mileage" REAL, "car_power" REAL, "car_privateleasing_monthly_cost" REAL, "car_companyleasing_monthly_cost" REAL, "car_loan_monthly_cost" REAL, "car_has_campaign_price" INTEGER, "car_has_companyleasing" INTEGER, "car_has_privateleasing" INTEGER, "car_has_loan" INTEGER, "caroftheweek" INTEGER, "autos_on_show" INTEGER, "car_publishdate" TEXT)`,
      `CREATE UNIQUE INDEX catalog_vehicles_key ON catalog_vehicles (part, "car_id")`,
      `CREATE INDEX catalog_vehicles_car_brand_car_model ON catalog_vehicles (part, "car_brand", "car_model")`,
      `CREATE INDEX catalog_vehicles_car_model ON catalog_vehicles (part, "car_model")`,
      `CREATE INDEX catalog_vehicles_car_body ON catalog_vehicles (part, "car_body")`,
      `CREATE INDEX catalog_vehicles_car_fuel ON catalog_vehicles (part, "car_fuel")`,
      `CREATE INDEX catalog_vehicles_car_site_id ON catalog_vehicles (part, "car_site_id")`,
      `CREATE INDEX catalog_vehicles_car_site_region ON catalog_vehicles (part, "car_site_region")`,
      `CREATE INDEX catalog_vehicles_car_site_city ON catalog_vehicles (part, "car_site_city")`,
      `CREATE INDEX catalog_vehicles_car_price ON catalog_vehicles (part, "car_price")`,
      `CREATE INDEX catalog_vehicles_car_mileage ON catalog_vehicles (part, "car_mileage")`,
      `CREATE INDEX catalog_vehicles_car_year ON catalog_vehicles (part, "car_year")`,
      `CREATE INDEX catalog_vehicles_car_publishdate ON catalog_vehicles (part, "car_publishdate")`,
      `CREATE INDEX catalog_vehicles_caroftheweek ON catalog_vehicles (part, "caroftheweek")`,
      `CREATE INDEX catalog_vehicles_car_is_sample ON catalog_vehicles (part, "car_is_sample")`,
      `CREATE INDEX catalog_vehicles_slug ON catalog_vehicles (part, "slug")`,
      `CREATE TABLE catalog_vehicles_docs (id INTEGER PRIMARY KEY, doc TEXT NOT NULL)`,
      `CREATE TABLE catalog_vehicles_values (id INTEGER NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL)`,
      `CREATE INDEX catalog_vehicles_values_id ON catalog_vehicles_values (id, field, value)`,
      `CREATE INDEX catalog_vehicles_values_value ON catalog_vehicles_values (field, value)`,
      `CREATE VIRTUAL TABLE catalog_vehicles_text USING fts5(body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
      `CREATE TABLE catalog_sites (id INTEGER PRIMARY KEY, part TEXT NOT NULL, "site_id" TEXT NOT NULL, "slug" TEXT, "site_official_name" TEXT, "site_city" TEXT, "site_zip" TEXT, "site_region" TEXT, "website_city" TEXT, "erp_id" TEXT, "website_sort_order" REAL)`,
      `CREATE UNIQUE INDEX catalog_sites_key ON catalog_sites (part, "site_id")`,
      `CREATE INDEX catalog_sites_slug ON catalog_sites (part, "slug")`,
      `CREATE INDEX catalog_sites_website_sort_order ON catalog_sites (part, "website_sort_order")`,
      `CREATE INDEX catalog_sites_site_city ON catalog_sites (part, "site_city")`,
      `CREATE TABLE catalog_sites_docs (id INTEGER PRIMARY KEY, doc TEXT NOT NULL)`,
      `CREATE TABLE catalog_sites_values (id INTEGER NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL)`,
      `CREATE INDEX catalog_sites_values_id ON catalog_sites_values (id, field, value)`,
      `CREATE INDEX catalog_sites_values_value ON catalog_sites_values (field, value)`,
      `CREATE VIRTUAL TABLE catalog_sites_text USING fts5(body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
      `CREATE TABLE catalog_kits (id INTEGER PRIMARY KEY, part TEXT NOT NULL, "kitId" TEXT NOT NULL, "kitCode" TEXT, "catalogueId" TEXT, "name" TEXT, "status" TEXT, "currency" TEXT, "kitCategory" TEXT, "kitSubCategory" TEXT, "kitSubSubCategory" TEXT, "retailPrice" REAL, "gross_price" REAL, "site_official_name" TEXT)`,
      `CREATE UNIQUE INDEX catalog_kits_key ON catalog_kits (part, "kitId")`,
      `CREATE INDEX catalog_kits_kitcategory_kitsubcategory_kitsubsubcategory ON catalog_kits (part, "kitCategory", "kitSubCategory", "kitSubSubCategory")`,
      `CREATE INDEX catalog_kits_name ON catalog_kits (part, "name")`,
      `CREATE INDEX catalog_kits_retailprice ON catalog_kits (part, "retailPrice")`,
      `CREATE TABLE catalog_kits_docs (id INTEGER PRIMARY KEY, doc TEXT NOT NULL)`,
      `CREATE TABLE catalog_kits_values (id INTEGER NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL)`,
      `CREATE INDEX catalog_kits_values_id ON catalog_kits_values (id, field, value)`,
      `CREATE INDEX catalog_kits_values_value ON catalog_kits_values (field, value)`,
      `CREATE VIRTUAL TABLE catalog_kits_text USING fts5(body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
      `CREATE TABLE catalog_kit_vehicles (id INTEGER PRIMARY KEY, part TEXT NOT NULL, "type_id" TEXT NOT NULL, "manufacturer" TEXT, "model" TEXT, "type_manf_year" TEXT, "fuel" TEXT)`,
      `CREATE UNIQUE INDEX catalog_kit_vehicles_key ON catalog_kit_vehicles (part, "type_id")`,
      `CREATE INDEX catalog_kit_vehicles_manufacturer_model_type_manf_year ON catalog_kit_vehicles (part, "manufacturer", "model", "type_manf_year")`,
      `CREATE TABLE catalog_kit_vehicles_docs (id INTEGER PRIMARY KEY, doc TEXT NOT NULL)`,
      `CREATE TABLE catalog_kit_vehicles_values (id INTEGER NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL)`,
      `CREATE INDEX catalog_kit_vehicles_values_id ON catalog_kit_vehicles_values (id, field, value)`,
      `CREATE INDEX catalog_kit_vehicles_values_value ON catalog_kit_vehicles_values (field, value)`,
      `CREATE VIRTUAL TABLE catalog_kit_vehicles_text USING fts5(body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
    ],
  },
  {
    version: 2,
    name: 'text index scoped per index',
    // The text index is shared by all indexes of a kind; a scope word per index generation lets
    // FTS5 skip the other indexes' matches. Existing rows have no scope, so the catalog is
    // emptied and seedCatalog / the next import fills it again.
    statements: [
      `DELETE FROM catalog_indexes`,
      `DELETE FROM catalog_vehicles_values`,
      `DELETE FROM catalog_vehicles_docs`,
      `DELETE FROM catalog_vehicles`,
      `DROP TABLE catalog_vehicles_text`,
      `CREATE VIRTUAL TABLE catalog_vehicles_text USING fts5(scope, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
      `DELETE FROM catalog_sites_values`,
      `DELETE FROM catalog_sites_docs`,
      `DELETE FROM catalog_sites`,
      `DROP TABLE catalog_sites_text`,
      `CREATE VIRTUAL TABLE catalog_sites_text USING fts5(scope, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
      `DELETE FROM catalog_kits_values`,
      `DELETE FROM catalog_kits_docs`,
      `DELETE FROM catalog_kits`,
      `DROP TABLE catalog_kits_text`,
      `CREATE VIRTUAL TABLE catalog_kits_text USING fts5(scope, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
      `DELETE FROM catalog_kit_vehicles_values`,
      `DELETE FROM catalog_kit_vehicles_docs`,
      `DELETE FROM catalog_kit_vehicles`,
      `DROP TABLE catalog_kit_vehicles_text`,
      `CREATE VIRTUAL TABLE catalog_kit_vehicles_text USING fts5(scope, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
    ],
  },
  {
    version: 3,
    name: 'version in which each row last changed',
    // An incremental import stamps its rows with the index version it creates, so a search
    // process can patch the columns it holds with just those rows (query/segment.ts).
    statements: [
      `ALTER TABLE catalog_vehicles ADD COLUMN changed INTEGER NOT NULL DEFAULT 0`,
      `CREATE INDEX catalog_vehicles_changed ON catalog_vehicles (part, changed)`,
      `ALTER TABLE catalog_sites ADD COLUMN changed INTEGER NOT NULL DEFAULT 0`,
      `CREATE INDEX catalog_sites_changed ON catalog_sites (part, changed)`,
      `ALTER TABLE catalog_kits ADD COLUMN changed INTEGER NOT NULL DEFAULT 0`,
      `CREATE INDEX catalog_kits_changed ON catalog_kits (part, changed)`,
      `ALTER TABLE catalog_kit_vehicles ADD COLUMN changed INTEGER NOT NULL DEFAULT 0`,
      `CREATE INDEX catalog_kit_vehicles_changed ON catalog_kit_vehicles (part, changed)`,
    ],
  },
  {
    version: 4,
    name: 'catalog changes, price history and saved-search alerts',
    // Saved searches ("Saved searches: storage"): an import records each new or re-priced car in
    // catalog_changes (and its price in catalog_price_history, for a later price-drop view); the
    // matching pass turns changes into one alert_pending row per alert (the cars for its next mail,
    // at most a mail's worth), and alert_sent's (alert, car) key lets a car reach an alert's mail
    // once, however often the import or the job runs.
    statements: [
      `CREATE TABLE catalog_changes (seq INTEGER PRIMARY KEY AUTOINCREMENT, index_name TEXT NOT NULL, car_id TEXT NOT NULL, price REAL, previous_price REAL, changed_at TEXT NOT NULL)`,
      `CREATE INDEX catalog_changes_index ON catalog_changes (index_name, seq)`,
      `CREATE TABLE catalog_price_history (index_name TEXT NOT NULL, car_id TEXT NOT NULL, price REAL, seen_at TEXT NOT NULL)`,
      `CREATE INDEX catalog_price_history_car ON catalog_price_history (index_name, car_id, seen_at)`,
      `CREATE TABLE alerts (id INTEGER PRIMARY KEY AUTOINCREMENT, site TEXT NOT NULL, email TEXT NOT NULL, language TEXT NOT NULL, kind TEXT NOT NULL, query TEXT NOT NULL, car_id TEXT, list_path TEXT, detail_path TEXT, frequency TEXT NOT NULL, status TEXT NOT NULL, confirm_hash TEXT, created_at TEXT NOT NULL, confirmed_at TEXT, last_match_at TEXT, last_mail_at TEXT, idle_notice_at TEXT)`,
      `CREATE INDEX alerts_site_status ON alerts (site, status, kind)`,
      `CREATE INDEX alerts_email ON alerts (email)`,
      `CREATE UNIQUE INDEX alerts_confirm_hash ON alerts (confirm_hash)`,
      `CREATE TABLE alert_pending (alert_id INTEGER PRIMARY KEY, car_ids TEXT NOT NULL, count INTEGER NOT NULL, matched_at TEXT NOT NULL)`,
      `CREATE TABLE alert_sent (alert_id INTEGER NOT NULL, car_id TEXT NOT NULL, sent_at TEXT NOT NULL, PRIMARY KEY (alert_id, car_id))`,
      `CREATE TABLE alert_suppressions (email TEXT PRIMARY KEY, reason TEXT NOT NULL, at TEXT NOT NULL)`,
    ],
  },
  {
    version: 5,
    name: 'watched cars: status and removal changes, car alert events',
    // Watching a car ("Saved searches: watched cars"): an import also records a car's status
    // change (the feed's optional car_status, last seen kept in catalog_car_status) and, in a full
    // import, each car the new generation no longer has; catalog_changes.event says which
    // ('new', 'price', 'status', 'removed'). The matching pass looks each changed car up among the
    // watches on it and queues what the watcher is told in alert_car_events, one row per event.
    statements: [
      `ALTER TABLE catalog_changes ADD COLUMN event TEXT`,
      `ALTER TABLE catalog_changes ADD COLUMN status TEXT`,
      `CREATE TABLE catalog_car_status (index_name TEXT NOT NULL, car_id TEXT NOT NULL, status TEXT NOT NULL, PRIMARY KEY (index_name, car_id))`,
      `CREATE INDEX alerts_car ON alerts (site, car_id)`,
      `CREATE TABLE alert_car_events (seq INTEGER PRIMARY KEY AUTOINCREMENT, alert_id INTEGER NOT NULL, event TEXT NOT NULL, price REAL, previous_price REAL, status TEXT, at TEXT NOT NULL)`,
      `CREATE INDEX alert_car_events_alert ON alert_car_events (alert_id, seq)`,
    ],
  },
  {
    version: 6,
    name: 'saved searches read in pages by id',
    // The matching pass reads a site's active saved searches a page at a time by id
    // ("Saved searches: matching"); with the id in the index each page is a range of it.
    statements: [
      `DROP INDEX alerts_site_status`,
      `CREATE INDEX alerts_site_status ON alerts (site, status, kind, id)`,
    ],
  },
]
