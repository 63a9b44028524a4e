export type Dialect = 'sqlite' | 'postgres'
export type Row = Record<string, unknown>
/** SQL is written with `?` placeholders; the PostgreSQL driver numbers them. */
export type Statement = { sql: string; params: readonly unknown[] }

export type Executor = { query(sql: string, params?: readonly unknown[]): Promise<Row[]> }

export type CatalogDb = Executor & {
  readonly dialect: Dialect
  readonly url: string
  /** Runs read statements on one consistent snapshot, so an index swap is never seen half-done. */
  readAll(statements: readonly Statement[]): Promise<Row[][]>
  /** A write transaction; writers in this process take turns. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>
  close(): Promise<void>
}
