/** The small surface every service uses: raw SQL with positional parameters ($1, $2, …). */
export interface Db {
  readonly dialect: 'pglite' | 'postgres'
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs several statements without parameters (migrations, maintenance). */
  exec(sql: string): Promise<void>
  /** Runs fn inside one transaction; a throw rolls everything back. */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>
  close(): Promise<void>
}
