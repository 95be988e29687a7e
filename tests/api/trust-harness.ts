import { expect } from 'vitest'
import { createApiApp } from '~/server/api/create-api-app'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import type { Db } from '~/server/db/db'
import { mailQueueIdle } from '~/server/email/queue/kick-mail-queue'
import { createRegistry, loadTenants } from '~/server/tenants/load-tenants'
import type { StaffRole } from '~/shared/console/roles'
import { operatorCommands } from '../../scripts/serve-lib/operator-commands'
import { parseOpsArgs } from '../../scripts/serve-lib/ops-args'
import { call, send, TENANT, useTestDb } from './api-test-db'
import { useOutbox } from './test-outbox'
import { verifyEmail } from './verify-email'
import { viewingSlotIn } from '~/testing/viewing-slot'
import { demoInstruction } from '~/testing/demo-transactions'

/** What the trust API tests share (issue 11, decision 035): a database, an outbox, an operator app, a buyer. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON shapes
export type Json = any

export const TOKEN = 'test-operator-token-0123456789-abcdefghij'
export const DAY = 86_400_000
export const TO_FUNDS_HELD = ['VIEWING_CONFIRMED', 'VIEWED', 'INTEREST_SHOWN', 'PAYMENT_REQUESTED', 'FUNDS_HELD']
const opsApp = createApiApp({ opsToken: TOKEN })

/** An operator call through an app that has OPS_TOKEN; `token: null` sends none. */
export async function ops(method: string, path: string, body?: unknown, options: { token?: string | null; tenant?: string } = {}) {
  const headers: Record<string, string> = { 'x-tenant-id': options.tenant ?? TENANT }
  const token = options.token === undefined ? TOKEN : options.token
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await opsApp.fetch(new Request(`http://localhost/api/v1/ops${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }))
  await mailQueueIdle()
  return { status: res.status, body: (await res.json()) as Json }
}

const registry = createRegistry(loadTenants())

/** `npm run ops -- …` as the script runs it here (no server owns this database): exit code, stdout, stderr. */
export async function opsCli(db: Db, ...argv: string[]) {
  const parsed = parseOpsArgs(argv, registry)
  if (!('args' in parsed)) throw new Error(JSON.stringify(parsed))
  const out: string[] = []
  const err: string[] = []
  const code = await operatorCommands.ops!.run(db, parsed.args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => {} })
  await mailQueueIdle()
  return { code, out: out.join('\n'), err: err.join('\n') }
}

/** A staff member with a signed-in session (the cookie's value), created as the CLI creates them. */
export async function staffSession(db: Db, email: string, role: StaffRole, tenant = TENANT) {
  const { id } = await createStaff(db, { actor: 'test', channel: 'cli' }, tenant, email, role, null)
  return openSession(db, { id, tenant_id: tenant }, 'signed-in')
}

let n = 0
export async function signUp(tenant = TENANT) {
  const email = `trust${++n}@example.com`
  const res = await send('POST', '/auth/user-signup', { first_name: 'Ngozi', last_name: 'Eze', email, phone: '08031234567', password: 'correct horse' }, { tenant })
  expect(res.status).toBe(201)
  await verifyEmail(email) // a proved address: the step e-mails reach it (decision 040)
  return { token: res.body.data.accessToken as string, email, tenant }
}
export type Who = Awaited<ReturnType<typeof signUp>>
export const as = (who: Who) => ({ token: who.token, tenant: who.tenant })
export const get = (path: string, who: Who) => call(path, { 'x-tenant-id': who.tenant, authorization: `Bearer ${who.token}` })
export const lagosIn = (days: number) => viewingSlotIn(days, '10:30')

/** The escrow instruction an operator records with PAYMENT_REQUESTED (decision 043). */
export const INSTRUCTION = demoInstruction(85_000_000, 'ESC-TEST-1', Date.now())
/** One operator step; PAYMENT_REQUESTED carries INSTRUCTION unless the test gives its own. */
export const advance = (id: number, step: string, extra: Record<string, unknown> = {}, tenant = TENANT) =>
  ops('POST', `/transactions/${id}/advance`, { actor: 'Amaka (ops)', step, ...(step === 'PAYMENT_REQUESTED' ? { instruction: INSTRUCTION } : {}), ...extra }, { tenant })
export async function advanceTo(id: number, steps: string[]) {
  for (const step of steps) expect((await advance(id, step)).status, step).toBe(200)
}
export const total = async (query = '') => (await call(`/indexing/listings-search?limit=1${query}`)).body.metadata.total as number

/** The test file's database and outbox (hooks: call at the top of the file), and what reads them. */
export function useTrustHarness(outbox: string) {
  const testDb = useTestDb()
  const { mailsTo } = useOutbox(outbox)
  let listingCursor = 0
  /** A booked viewing on a different listing for sale each time; answers the transaction id. */
  async function book(who: Who): Promise<number> {
    const [l] = await testDb.db.query<{ id: number }>(`select id from listings where category = 'For sale' order by id offset ${listingCursor++} limit 1`)
    const res = await send('POST', '/enquiry/schedule-viewing', { viewing_type: 'MYSELF', phone_number: '08031234567', inspection_type: 'PHYSICAL_INSPECTION', date: lagosIn(4), listing_id: l!.id }, as(who))
    expect(res.status).toBe(201)
    return res.body.data.id as number
  }
  const counts = async () =>
    (await testDb.db.query<{ events: number; audits: number; steps: number }>(
      `select (select count(*)::int from transaction_events) as events, (select count(*)::int from ops_audit) as audits,
              (select count(*)::int from listing_verification_steps) as steps`,
    ))[0]!
  return { testDb, mailsTo, book, counts }
}
