/**
 * npm run bench:api [-- --count 100000 --iterations 300 --only pglite|postgres --cases regex]
 * `--without-trgm` drops the trigram indexes of migration 0007 after seeding: the "before" of
 * the substring cases (location, display_address, location-search).
 * Seeds a fresh PGlite and a fresh real Postgres (BENCH_DATABASE_URL, else the cluster
 * scripts/ci-postgres.sh starts) and times catalogue calls in-process through the Hono handler.
 */
import { execFileSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { seedCatalogue } from '~/server/catalogue/seed/seed-catalogue'
import type { Db } from '~/server/db/db'
import { createDb, setDb } from '~/server/db/get-db'
import { createPostgresDb } from '~/server/db/postgres-db'
import handler from '../netlify/functions/api'

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '300' },
    only: { type: 'string' },
    cases: { type: 'string' },
    'without-trgm': { type: 'boolean', default: false },
  },
})
const COUNT = Number(values.count)
const ITERATIONS = Number(values.iterations)
const WARMUP = 30

/** [name, path, signed in]: signed-in cases carry the bench user's token (1,000 favourites). */
const CASES: [string, string, boolean?][] = [
  [
    'page 1 (default)',
    '/indexing/listings-search?state=Lagos&property_status=Completed&sort_by=lowest_price&limit=10&page=1',
  ],
  [
    'three filters',
    '/indexing/listings-search?state=Lagos&bedrooms=3&max_amount=150000000&sort_by=lowest_price&limit=10&page=1',
  ],
  // A different price cap every time: the totals cache never hits, so this is the cold path.
  [
    'page 1, cold totals',
    '/indexing/listings-search?state=Lagos&property_status=Completed&sort_by=lowest_price&limit=10&page=1&max_amount={n}',
  ],
  [
    'page 200',
    '/indexing/listings-search?state=Lagos&property_status=Completed&sort_by=lowest_price&limit=10&page=200',
  ],
  ['location-search', '/indexing/location-search?inputText=lek'],
  [
    'home (quality)',
    '/indexing/listings-search?state=Lagos&property_status=Completed&sort_by=image_quality_passed&limit=10',
  ],
  ['detail by slug', '/indexing/listings-search?id=4242'],
  // Substring filters (trigram-indexed, migration 0007): eight words in turn, as visitors search;
  // then the same with a new price cap every time, so the totals are never cached (worst case).
  ['location filter', '/indexing/listings-search?location={w}&sort_by=lowest_price&limit=10'],
  ['display_address filter', '/indexing/listings-search?display_address={a}&sort_by=lowest_price&limit=10'],
  ['location filter, cold totals', '/indexing/listings-search?location={w}&sort_by=lowest_price&limit=10&max_amount={n}'],
  ['display_address, cold totals', '/indexing/listings-search?display_address={a}&sort_by=lowest_price&limit=10&max_amount={n}'],
  ['location-search, varied', '/indexing/location-search?inputText={q}'],
  // Issue 9: is_favorite for a signed-in caller costs one lookup over the page's ids.
  [
    'page 1 (default), signed in',
    '/indexing/listings-search?state=Lagos&property_status=Completed&sort_by=lowest_price&limit=10&page=1',
    true,
  ],
  ['favourites page 1 (1,000 saved)', '/favourite?sort_by=lowest_price&limit=10&page=1', true],
  // Issue 11: only verified listings (every check passed, 35 % of the seed), cached and cold totals.
  ['verified only', '/indexing/listings-search?verified=1&sort_by=lowest_price&limit=10&page=1'],
  [
    'verified, Lagos/Completed',
    '/indexing/listings-search?verified=1&state=Lagos&property_status=Completed&sort_by=lowest_price&limit=10&page=1',
  ],
  ['verified, cold totals', '/indexing/listings-search?verified=1&sort_by=lowest_price&limit=10&max_amount={n}'],
  ['verified, Lagos/Completed, cold totals', '/indexing/listings-search?verified=1&state=Lagos&property_status=Completed&sort_by=lowest_price&limit=10&max_amount={n}'],
]
const FAVOURITES = 1_000
const WORDS = ['lekki', 'ikoyi', 'yaba', 'ajah', 'victoria', 'surulere', 'gbagada', 'magodo']
const STREETS = ['admiralty', 'awolowo', 'adeola', 'ozumba', 'bourdillon', 'ligali', 'mississippi', 'fola osibo']
const INPUTS = ['lekk', 'ikoy', 'victoria', 'ajah', 'gbag', 'surul', 'lekki phase', 'ikate']
const fill = (path: string, n: number) =>
  path
    .replace('{n}', () => String(9e12 - n))
    .replace('{w}', () => WORDS[n % WORDS.length]!)
    .replace('{a}', () => encodeURIComponent(STREETS[n % STREETS.length]!))
    .replace('{q}', () => encodeURIComponent(INPUTS[n % INPUTS.length]!))
const COUNT_SQL = `select count(*)::int as total from listings l where l.state = 'Lagos' and l.property_status = 'Completed'`

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function time(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await fn()
  const samples: number[] = []
  for (let i = 0; i < ITERATIONS; i++) {
    const t = performance.now()
    await fn()
    samples.push(performance.now() - t)
  }
  samples.sort((a, b) => a - b)
  return { p50: pct(samples, 50), p95: pct(samples, 95) }
}

async function bench(label: string, db: Db) {
  const t0 = performance.now()
  await seedCatalogue(db, {
    listings: COUNT,
    onProgress: (d, total) => process.stderr.write(`\r${label}: seeding ${d}/${total}`),
  })
  process.stderr.write(
    `\r${label}: seeded ${COUNT} listings in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
  )
  if (values['without-trgm'])
    await db.exec(
      'drop index listings_location_text_trgm, listings_display_address_trgm, location_suggestions_search_key_trgm; analyze',
    )
  setDb(db)
  const token = await benchUser(db)
  const results: Record<string, { p50: number; p95: number }> = {}
  for (const [name, path, signedIn] of CASES.filter(([n]) => !values.cases || new RegExp(values.cases, 'i').test(n))) {
    let n = 0
    const headers: Record<string, string> = { 'x-tenant-id': 'haven.ng' }
    if (signedIn) headers.authorization = `Bearer ${token}`
    const req = () => handler(new Request(`http://localhost/api/v1${fill(path, ++n)}`, { headers }))
    const check = await req()
    if (check.status !== 200)
      throw new Error(`${label} ${name}: HTTP ${check.status} ${await check.text()}`)
    results[name] = await time(async () => (await req()).text())
  }
  results['count query (SQL)'] = await time(() => db.query(COUNT_SQL))
  return results
}

/** A signed-up buyer with FAVOURITES saved listings spread over the catalogue; answers their token. */
async function benchUser(db: Db): Promise<string> {
  const res = await handler(
    new Request('http://localhost/api/v1/auth/user-signup', {
      method: 'POST',
      headers: { 'x-tenant-id': 'haven.ng', 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Bench', last_name: 'Buyer', email: `bench${Date.now()}@example.com`, phone: '08031234567', password: 'correct horse' }),
    }),
  )
  const { data } = (await res.json()) as { data: { accessToken: string } }
  const [user] = await db.query<{ id: number }>('select id from users order by id desc limit 1')
  await db.query(
    `insert into favourites (user_id, listing_id, tenant)
     select $1, id, 'haven.ng' from listings where id % $2 = 0 order by id limit $3`,
    [user!.id, Math.max(1, Math.floor(COUNT / FAVOURITES)), FAVOURITES],
  )
  await db.exec('analyze favourites')
  return data.accessToken
}

function postgresUrl(): string | null {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL
  try {
    return (
      execFileSync('bash', ['scripts/ci-postgres.sh'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      })
        .trim()
        .split('\n')
        .pop() ?? null
    )
  } catch {
    console.warn('No BENCH_DATABASE_URL and scripts/ci-postgres.sh failed: PGlite only')
    return null
  }
}

const columns: [string, Record<string, { p50: number; p95: number }>][] = []
if (values.only !== 'postgres') {
  const db = await createDb('memory://')
  columns.push(['PGlite', await bench('PGlite', db)])
  await db.close()
}
const url = values.only === 'pglite' ? null : postgresUrl()
if (url) {
  const schema = `bench_${Date.now().toString(36)}`
  const admin = createPostgresDb(url, { max: 1 })
  await admin.exec(`create schema ${schema}`)
  const db = await createDb(url, { schema })
  try {
    columns.push(['Postgres', await bench('Postgres', db)])
  } finally {
    await db.close()
    await admin.exec(`drop schema ${schema} cascade`)
    await admin.close()
  }
}

const names = Object.keys(columns[0]?.[1] ?? {})
const header = ['case', ...columns.flatMap(([c]) => [`${c} p50`, `${c} p95`])]
const rows = names.map((n) => [
  n,
  ...columns.flatMap(([, r]) => [r[n]!.p50.toFixed(2), r[n]!.p95.toFixed(2)]),
])
const width = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i ? c.padStart(width[i]!) : c.padEnd(width[i]!))).join(' | ')} |`
console.log(
  `\n${COUNT} listings, ${ITERATIONS} iterations after ${WARMUP} warm-up, milliseconds, in-process through the Hono handler\n`,
)
console.log(line(header))
console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`)
for (const r of rows) console.log(line(r))
