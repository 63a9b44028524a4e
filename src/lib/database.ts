/**
 * Which database the process talks to. One variable decides: DATABASE_URL.
 * - postgres:// or postgresql:// → PostgreSQL
 * - file:… (or unset) → SQLite file, by default data/app.db
 */
import path from 'node:path'

export type DatabaseConfig =
  { dialect: 'sqlite'; url: string; file: string } | { dialect: 'postgres'; url: string }

export function databaseConfig(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim() || 'file:./data/app.db'
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', url }
  if (!url.startsWith('file:')) {
    throw new Error(`DATABASE_URL must start with postgres://, postgresql:// or file: (got "${url}")`)
  }
  const file = path.resolve(url.slice('file:'.length))
  return { dialect: 'sqlite', url: `file:${file}`, file }
}
