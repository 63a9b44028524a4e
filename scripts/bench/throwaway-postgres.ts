/**
 * A PostgreSQL database of a benchmark's own: created empty on the server of BENCH_POSTGRES_URL
 * (the test server by default), handed to `work` with a way to read its size, dropped after.
 */
import pg from 'pg'

export async function withThrowawayPostgres<T>(
  prefix: string,
  work: (url: string, sizeBytes: () => Promise<number>) => Promise<T>,
): Promise<T> {
  const base = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const name = `${prefix}_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  try {
    return await work(url.toString(), async () =>
      Number((await admin.query('SELECT pg_database_size($1) AS size', [name])).rows[0].size),
    )
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}
