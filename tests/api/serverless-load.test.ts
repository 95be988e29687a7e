import { describe, expect, it } from 'vitest'
import { prepareServerlessLoad, MAX_CONNECTIONS } from '../../scripts/bench-lib/serverless-postgres'
import { runServerlessLoad } from '../../scripts/bench-lib/serverless-load'

/**
 * Issue 21: PostgreSQL the serverless way. Each call runs in a fresh function instance (a new
 * worker importing the bundled function, as `netlify dev` does), many more of them than the
 * server's 20 connections. Runs in the api-postgres project (CI starts PostgreSQL).
 * The 1,000-call figures: npm run bench:serverless.
 */
const CALLS = Number(process.env.HAVEN_LOAD_CALLS ?? 80)

describe.skipIf(process.env.HAVEN_TEST_DB !== 'postgres')('the API as serverless instances against max_connections = 20', () => {
  it(`answers ${CALLS} calls from fresh instances, 30 at a time, with no error`, async () => {
    const { databaseUrl, bundle } = await prepareServerlessLoad('haven_load_test')
    const result = await runServerlessLoad({
      bundle,
      databaseUrl,
      requests: CALLS,
      concurrency: 30,
      request: (i) => ({ url: `http://localhost/api/v1/indexing/listings-search?limit=10&page=${(i % 5) + 1}`, headers: { 'x-tenant-id': 'haven.ng' } }),
    })
    console.log(`serverless load: ${JSON.stringify({ ...result, errors: result.errors.length })}`)
    expect(result.errors.slice(0, 3)).toEqual([])
    expect(result.peakInstances).toBeGreaterThan(MAX_CONNECTIONS)
    expect(result.peakConnections).toBeLessThanOrEqual(MAX_CONNECTIONS)
    expect(result.lingering).toBe(0)
  }, 240_000)
})
