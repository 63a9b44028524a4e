import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { index as postgresIndex } from 'drizzle-orm/pg-core'
import { index as sqliteIndex } from 'drizzle-orm/sqlite-core'

/**
 * Payload reads a localized document's fields with a subquery per row,
 * `… FROM pages_locales WHERE _parent_id = pages.id`, but indexes the locales table only on
 * (`_locale`, `_parent_id`), which that lookup cannot use: each row scanned the whole table. On
 * SQLite `_parent_id` comes after the large JSON columns, so every scan read every overflow page:
 * listing a few hundred page versions read gigabytes, and a server under the browser tests spent
 * minutes in one query. An index on `_parent_id` of every locales table makes it a lookup.
 */
const isLocalesTable = (name: string, table: object) => name.endsWith('_locales') && '_parentID' in table

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const sqliteLocaleIndexes: SQLiteSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables))
    if (isLocalesTable(name, table))
      extendTable({
        table,
        extraConfig: (columns) => ({
          parentIdIndex: sqliteIndex(`${name}_parent_id_idx`).on(columns._parentID),
        }),
      })
  return schema
}

export const postgresLocaleIndexes: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables))
    if (isLocalesTable(name, table))
      extendTable({
        table,
        extraConfig: (columns) => ({
          parentIdIndex: postgresIndex(`${name}_parent_id_idx`).on(columns._parentID),
        }),
      })
  return schema
}
