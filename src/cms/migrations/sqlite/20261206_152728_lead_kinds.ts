import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`kind\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`asked_about\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`asked_about_image\` text;`)
  await db.run(sql`CREATE INDEX \`leads_kind_idx\` ON \`leads\` (\`kind\`);`)
  await backfillLeadKinds(db)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_kind_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`asked_about\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`asked_about_image\`;`)
}

/**
 * Leads stored before the inbox: their kind by their form's name (leadKindOf), and what they asked
 * about where their values tell it; a kit quote's kit names are the catalog's, not stored. Only
 * rows without them are written, so it can run again.
 */
export async function backfillLeadKinds(db: MigrateUpArgs['db']): Promise<void> {
  await db.run(sql`UPDATE \`leads\` SET \`kind\` = CASE
    WHEN substr(\`form_name\`, -14) = 'CarContactForm' THEN 'carContact'
    WHEN substr(\`form_name\`, -11) = 'SellCarForm' THEN 'sellCar'
    WHEN substr(\`form_name\`, -18) = 'ServiceRequestForm' THEN 'serviceRequest'
    WHEN substr(\`form_name\`, -12) = 'KitQuoteForm' THEN 'kitQuote'
    ELSE 'other' END WHERE \`kind\` IS NULL;`)
  // The car as the car page sent it: its name, the catalog's price text and its picture, when that
  // is one of this host's catalog images (ownImage).
  await db.run(sql`UPDATE \`leads\` SET
    \`asked_about\` = CASE WHEN car.name IS NULL THEN car.price ELSE car.name || COALESCE(' · ' || car.price, '') END,
    \`asked_about_image\` = CASE WHEN car.image LIKE '/api/catalog/images/%' AND car.image NOT LIKE '%..%'
      AND car.image NOT LIKE '%?%' THEN car.image END
    FROM (SELECT \`id\`,
      NULLIF(TRIM(REPLACE(COALESCE(json_extract(\`values\`, '$.car_brand'), '') || ' ' ||
        COALESCE(json_extract(\`values\`, '$.car_model'), '') || ' ' ||
        COALESCE(json_extract(\`values\`, '$.car_model_text'), ''), '  ', ' ')), '') AS name,
      NULLIF(TRIM(json_extract(\`values\`, '$.car_price_text')), '') AS price,
      json_extract(\`values\`, '$.car_primary_image.thumbnail_url') AS image
      FROM \`leads\` WHERE json_valid(\`values\`)) AS car
    WHERE car.\`id\` = \`leads\`.\`id\` AND \`leads\`.\`kind\` = 'carContact'
      AND \`leads\`.\`asked_about\` IS NULL AND \`leads\`.\`asked_about_image\` IS NULL;`)
  await db.run(sql`UPDATE \`leads\` SET \`asked_about\` =
    json_extract(\`values\`, '$.regno') || COALESCE(' · ' || json_extract(\`values\`, '$.milage'), '')
    WHERE \`kind\` = 'sellCar' AND \`asked_about\` IS NULL AND json_valid(\`values\`);`)
  await db.run(sql`UPDATE \`leads\` SET \`asked_about\` = (
    SELECT CASE WHEN services IS NULL THEN wished ELSE services || COALESCE(' · ' || wished, '') END
    FROM (SELECT
      (SELECT group_concat(\`value\`, ', ') FROM json_each(\`leads\`.\`values\`, '$.services')) AS services,
      json_extract(\`leads\`.\`values\`, '$.date') AS wished))
    WHERE \`kind\` = 'serviceRequest' AND \`asked_about\` IS NULL AND json_valid(\`values\`);`)
}
