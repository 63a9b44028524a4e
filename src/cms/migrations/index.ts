import { databaseConfig } from '@/lib/database'
import { migrations as postgresMigrations } from './postgres'
import { migrations as sqliteMigrations } from './sqlite'

/** The committed migrations of the dialect DATABASE_URL selects. */
export function migrationsForDatabase() {
  return databaseConfig().dialect === 'postgres' ? postgresMigrations : sqliteMigrations
}
