import postgres from 'postgres'

/** The value below which p % of the sorted values fall. */
export function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0
}

/**
 * Samples pg_stat_activity every 25 ms over a connection of its own: the most client connections
 * the database of `databaseUrl` held at once, the sampler's own excluded. stop() gives the peak.
 */
export function sampleConnections(databaseUrl: string): { stop: () => Promise<number> } {
  const sampler = postgres(databaseUrl, { max: 1, prepare: false, onnotice: () => {} })
  const db = new URL(databaseUrl).pathname.slice(1)
  let peak = 0
  let sampling = true
  const loop = (async () => {
    while (sampling) {
      const [row] = await sampler`select count(*)::int as n from pg_stat_activity
        where datname = ${db} and backend_type = 'client backend' and pid <> pg_backend_pid()`
      peak = Math.max(peak, (row as { n: number }).n)
      await new Promise((r) => setTimeout(r, 25))
    }
  })()
  return {
    async stop() {
      sampling = false
      await loop
      await sampler.end({ timeout: 5 })
      return peak
    },
  }
}
