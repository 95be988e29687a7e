import { readdirSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { createApiApp } from '~/server/api/create-api-app'
import type { Db } from '~/server/db/db'
import { OpsArgsSchema } from '~/server/ops/run-ops'
import { createUploadApp } from '~/server/uploads/create-upload-app'
import { pageGetter } from '~/testing/page-shell'
import apiHandler from '../../../netlify/functions/api'
import { operatorCommands } from '../../../scripts/serve-lib/operator-commands'
import { TENANT } from '../api-test-db'
import { TOKEN } from '../trust-harness'

/**
 * Invariant 4's doors and what is downstream of them (listing-changes-downstream.test.ts): every
 * write the code offers, read from the functions' route tables, the operator command table and
 * `npm run ops`' actions; and the public answers, painted and API, that show a listing.
 */

const { get: getPage } = pageGetter()

// ─── The doors, from the code ───────────────────────────────────────────────────────────────────

/** Functions with no route table of their own to read here, and why none changes a listing. */
const FUNCTIONS_WITHOUT_LISTING_WRITES: Record<string, string> = {
  'marketplace-page': 'paints pages: reads only',
  photo: 'serves photo files: reads only',
  forms: 'stores marketing-form submissions',
  alerts: 'reads listing events, moves alert watermarks',
  'alerts-unsubscribe': 'stops a buyer’s alerts',
  'mail-queue': 'sends queued mail',
}
/** The functions whose Hono route tables are read, route by route. */
const ROUTE_TABLES: Record<string, () => { routes: { method: string; path: string }[] }> = {
  api: () => createApiApp({ opsToken: TOKEN }),
  'console-upload': () => createUploadApp(),
}
/** A buyer's own data: their account, favourites, searches, alert settings, enquiries. */
const BUYER_PREFIXES = [
  '/api/v1/auth/',
  '/api/v1/favourite',
  '/api/v1/save-search',
  '/api/v1/alerts/',
  '/api/v1/enquiry/',
  '/api/v1/agent/',
]
/** Operator and console writes that change no listing. */
export const NOT_LISTING_CHANGES: Record<string, string> = {
  'POST /api/v1/ops/transactions/:id/advance': 'a transaction',
  'POST /api/v1/ops/transactions/:id/resolve-dispute': 'a transaction',
  'POST /api/v1/ops/transactions/:id/release-request': 'a transaction',
  'POST /api/v1/console/setup/start': 'a staff account',
  'POST /api/v1/console/setup/finish': 'a staff account',
  'POST /api/v1/console/sign-in': 'a staff session',
  'POST /api/v1/console/sign-in/code': 'a staff session',
  'POST /api/v1/console/sign-out': 'a staff session',
  'POST /api/v1/console/staff': 'a staff invitation',
  'PATCH /api/v1/console/staff/:id': 'a staff member’s role',
  'POST /api/v1/console/staff/:id/unlock': 'a staff account',
  'POST /api/v1/console/realtors': 'a realtor (purged by realtor-editor.ts)',
  'PUT /api/v1/console/realtors/:id': 'a realtor (purged by realtor-editor.ts)',
  'POST /api/v1/console/transactions/:id/advance': 'a transaction',
  'POST /api/v1/console/transactions/:id/resolve-dispute': 'a transaction',
  'POST /api/v1/console/transactions/:id/notes': 'a transaction note',
  'POST /api/v1/console/transactions/:id/release-request': 'a release request',
  'POST /api/v1/console/release-requests/:id/approve': 'a release request',
  'POST /api/v1/console/reports/:id/resolve': 'a buyer’s report',
  'POST /api/v1/console/viewings/:id': 'a viewing',
  'POST /api/v1/console/listings/:id/documents': 'a check’s document, not the listing',
  'POST /api/v1/console/uploads': 'starts an upload: nothing is written until it completes',
  'PUT /api/v1/console/uploads/:id/parts/:index': 'one part of an upload',
  'DELETE /api/v1/console/uploads/:id': 'abandons an upload',
  'cli migrate': 'the schema',
  'cli submissions': 'reads form submissions',
  'cli alerts': 'the alert run: reads listing events',
  'cli ops advance': 'a transaction',
  'cli ops resolve-dispute': 'a transaction',
  'cli ops request-release': 'a transaction',
  'cli ops reports': 'reads reports',
  'cli ops create-owner': 'a staff account',
}

function functionNames(): string[] {
  return readdirSync(new URL('../../../netlify/functions/', import.meta.url))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -3))
}

/** Every write the code offers: each function's routes that are not reads, every operator command and `npm run ops` action. */
export function writesInCode(): string[] {
  const writes = new Set<string>()
  for (const name of functionNames()) {
    const table = ROUTE_TABLES[name]
    if (!table) {
      if (!(name in FUNCTIONS_WITHOUT_LISTING_WRITES)) writes.add(`function ${name}`)
      continue
    }
    for (const r of table().routes)
      if (!['GET', 'HEAD', 'ALL'].includes(r.method) && !r.path.endsWith('/*'))
        writes.add(`${r.method} ${r.path}`)
  }
  for (const command of Object.keys(operatorCommands)) {
    if (command !== 'ops') writes.add(`cli ${command}`)
    else
      for (const option of OpsArgsSchema.options) {
        const action = option.entries.action
        for (const name of 'options' in action ? action.options : [action.literal])
          writes.add(`cli ops ${name}`)
      }
  }
  return [...writes].filter((w) => !BUYER_PREFIXES.some((p) => w.split(' ')[1]!.startsWith(p)))
}

// ─── What is downstream ────────────────────────────────────────────────────────────────────────

export interface Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
}
export const asRequest = (url: string) =>
  ({
    method: 'GET',
    url,
    headers: { host: 'localhost', 'x-tenant-id': TENANT },
  }) as unknown as IncomingMessage
export async function fetchAnswer(url: string): Promise<Answer> {
  const res = url.startsWith('/api/')
    ? await apiHandler(
        new Request(`http://localhost${url}`, { headers: { 'x-tenant-id': TENANT } }),
      )
    : await getPage(url)
  return {
    status: res.status,
    headers: Object.fromEntries(res.headers),
    body: Buffer.from(await res.arrayBuffer()),
  }
}

/** The public answers that show the listing, or would show it once it is public: pages and the API. */
export async function answersShowing(db: Db, id: number | null, word: string): Promise<string[]> {
  const urls = [
    `/listings?location=${word}`,
    `/api/v1/indexing/listings-search?location=${word}`,
    `/api/v1/indexing/location-search?inputText=Ikoyi`,
  ]
  if (id === null) return urls
  const [l] = await db.query<{ slug: string; username: string | null }>(
    'select l.slug, r.username from listings l left join realtors r on r.id = l.realtor_id where l.id = $1',
    [id],
  )
  urls.push(
    `/listings/${id}/${l!.slug}`,
    `/api/v1/indexing/listings-search?id=${id}`,
    `/api/v1/indexing/listing-price-insights?listing_id=${id}`,
  )
  if (l!.username) urls.push(`/api/v1/sales-advisors/realtors/username/${l!.username}`)
  return urls
}
