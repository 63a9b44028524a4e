import 'server-only'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

export type Health = {
  status: 'ok' | 'unavailable'
  database: { dialect: string; ok: boolean; error?: string }
}

type Pingable = {
  name: string
  drizzle: { run?: (query: unknown) => Promise<unknown>; execute?: (query: unknown) => Promise<unknown> }
}

/** Asks the database a trivial question through the app's own connection. */
export async function checkHealth(payload: Pick<Payload, 'db'>): Promise<Health> {
  const db = payload.db as unknown as Pingable
  try {
    const query = sql`select 1`
    if (db.drizzle.execute) await db.drizzle.execute(query)
    else if (db.drizzle.run) await db.drizzle.run(query)
    return { status: 'ok', database: { dialect: db.name, ok: true } }
  } catch (error) {
    return {
      status: 'unavailable',
      database: { dialect: db.name, ok: false, error: (error as Error).message },
    }
  }
}
