import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_kind" AS ENUM('carContact', 'sellCar', 'serviceRequest', 'kitQuote', 'other');
  ALTER TABLE "leads" ADD COLUMN "kind" "enum_leads_kind";
  ALTER TABLE "leads" ADD COLUMN "asked_about" varchar;
  ALTER TABLE "leads" ADD COLUMN "asked_about_image" varchar;
  CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind");`)
  await backfillLeadKinds(db)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_kind_idx";
  ALTER TABLE "leads" DROP COLUMN "kind";
  ALTER TABLE "leads" DROP COLUMN "asked_about";
  ALTER TABLE "leads" DROP COLUMN "asked_about_image";
  DROP TYPE "public"."enum_leads_kind";`)
}

/**
 * Leads stored before the inbox: their kind by their form's name (leadKindOf), and what they asked
 * about where their values tell it; a kit quote's kit names are the catalog's, not stored. Only
 * rows without them are written, so it can run again.
 */
export async function backfillLeadKinds(db: MigrateUpArgs['db']): Promise<void> {
  await db.execute(sql`
  UPDATE "leads" SET "kind" = (CASE
    WHEN "form_name" LIKE '%CarContactForm' THEN 'carContact'
    WHEN "form_name" LIKE '%SellCarForm' THEN 'sellCar'
    WHEN "form_name" LIKE '%ServiceRequestForm' THEN 'serviceRequest'
    WHEN "form_name" LIKE '%KitQuoteForm' THEN 'kitQuote'
    ELSE 'other' END)::"enum_leads_kind"
  WHERE "kind" IS NULL;`)
  // The car as the car page sent it: its name, the catalog's price text and its picture, when that
  // is one of this host's catalog images (ownImage).
  await db.execute(sql`
  UPDATE "leads" SET
    "asked_about" = CASE WHEN car.name IS NULL THEN car.price ELSE car.name || COALESCE(' · ' || car.price, '') END,
    "asked_about_image" = CASE WHEN car.image LIKE '/api/catalog/images/%' AND car.image NOT LIKE '%..%'
      AND car.image NOT LIKE '%?%' THEN car.image END
  FROM (SELECT "id",
    NULLIF(TRIM(REPLACE(CONCAT_WS(' ', "values"->>'car_brand', "values"->>'car_model', "values"->>'car_model_text'),
      '  ', ' ')), '') AS name,
    NULLIF(TRIM("values"->>'car_price_text'), '') AS price,
    "values"->'car_primary_image'->>'thumbnail_url' AS image
    FROM "leads") AS car
  WHERE car."id" = "leads"."id" AND "leads"."kind" = 'carContact'
    AND "leads"."asked_about" IS NULL AND "leads"."asked_about_image" IS NULL;`)
  await db.execute(sql`
  UPDATE "leads" SET "asked_about" = ("values"->>'regno') || COALESCE(' · ' || ("values"->>'milage'), '')
  WHERE "kind" = 'sellCar' AND "asked_about" IS NULL;`)
  await db.execute(sql`
  UPDATE "leads" SET "asked_about" = (
    SELECT CASE WHEN services IS NULL THEN wished ELSE services || COALESCE(' · ' || wished, '') END
    FROM (SELECT
      (SELECT string_agg(service, ', ') FROM jsonb_array_elements_text(
        CASE WHEN jsonb_typeof("leads"."values"->'services') = 'array' THEN "leads"."values"->'services'
        ELSE '[]'::jsonb END) AS service) AS services,
      "leads"."values"->>'date' AS wished) AS wish)
  WHERE "kind" = 'serviceRequest' AND "asked_about" IS NULL;`)
}
