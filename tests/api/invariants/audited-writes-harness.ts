import { hostname, userInfo } from 'node:os'
import { expect } from 'vitest'
import { createApiApp } from '~/server/api/create-api-app'
import { createStaff } from '~/server/console/staff-accounts'
import { opsTokenActor } from '~/server/ops/ops-token'
import { OpsArgsSchema } from '~/server/ops/run-ops'
import { createUploadApp } from '~/server/uploads/create-upload-app'
import { lagosToday } from '~/shared/schemas/ops'
import { send } from '../api-test-db'
import { consoleCall } from '../console-harness'
import {
  advanceTo,
  as,
  ops,
  opsCli,
  signUp,
  staffSession,
  TO_FUNDS_HELD,
  TOKEN,
  type useTrustHarness,
  type Who,
} from '../trust-harness'

/** Invariant 3's writes in the code, its door builders, and the operator API's and `npm run ops`' doors. */

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE']
const ROUTE_TABLES = [createApiApp({ opsToken: TOKEN }), createUploadApp()]

/** Every write the code offers through the console, the operator API and `npm run ops`. */
export function writesInCode(): string[] {
  const writes = new Set<string>()
  for (const app of ROUTE_TABLES)
    for (const r of app.routes)
      if (WRITES.includes(r.method) && /^\/api\/v1\/(console|ops)\//.test(r.path))
        writes.add(`${r.method} ${r.path}`)
  for (const option of OpsArgsSchema.options) {
    const action = option.entries.action
    for (const name of 'options' in action ? action.options : [action.literal])
      writes.add(`cli ops ${name}`)
  }
  return [...writes]
}

export const CLAIM = 'Somebody Else'
const TERMINAL = `${userInfo().username}@${hostname()}`
const API = opsTokenActor(TOKEN)

/** One write, ready to go: who must be named, the claim that may ride beside it, and the call. */
export interface Door {
  actor: string
  claimed?: string
  call: () => Promise<{ status: number; body?: unknown }>
}
/** How to call each write so that it succeeds. */
export type Doors = Record<string, () => Promise<Door>>

let n = 0
/** A new number each time, for names and offsets no other door has used. */
export const next = () => ++n

export const realtorBody = () => ({
  username: `audited.realtor${++n}`,
  first_name: 'Ada',
  last_name: 'Obi',
  email: `realtor${n}@example.com`,
  phone_number: '0803 123 4567',
})
export const consoleAs = (
  who: { email: string; cookie: string },
  method: string,
  path: string,
  body?: unknown,
): Door => ({
  actor: who.email,
  call: () => consoleCall(method, path, body, { cookie: who.cookie }),
})

/** The start of a title deed's upload (the upload function's ticket) to `listing`. */
export const deedUpload = (listing: number, size = 200) => ({
  purpose: 'document',
  listing_id: listing,
  step: 'title',
  size,
  type: 'application/pdf',
  name: 'deed.pdf',
})

/** The door builders that need the test's database and bookings. */
export function auditedWrites({
  testDb,
  book,
}: Pick<ReturnType<typeof useTrustHarness>, 'testDb' | 'book'>) {
  /** A new staff member with a signed-in session. */
  async function member(role: 'owner' | 'escrow_officer' | 'editor' = 'owner') {
    const email = `audited${++n}@haven.ng`
    return { email, cookie: await staffSession(testDb.db, email, role) }
  }
  /** An invited member whose setup link is in hand (not yet used). */
  async function invited() {
    const email = `invited${++n}@haven.ng`
    const { id, token } = await createStaff(
      testDb.db,
      { actor: 'test', channel: 'cli' },
      'haven.ng',
      email,
      'editor',
      null,
    )
    return { id, email, token, link: `https://haven.ng/console/setup#token=${token}` }
  }
  /** An available listing, from the end of the catalogue (book() takes the first ones for sale, in turn). */
  const listingOf = async (category: string) =>
    (
      await testDb.db.query<{ id: number }>(
        `select id::int as id from listings where category = $1 and availability = 'available' order by id desc offset ${++n % 40} limit 1`,
        [category],
      )
    )[0]!.id

  /** Transactions at the step a write needs. */
  async function transactionAt(steps: string[]) {
    const buyer = await signUp()
    const id = await book(buyer)
    await advanceTo(id, steps)
    return { id, buyer }
  }
  /** The buyer of `t` takes a step of their own on it (`dispute`, `accept`), which succeeds. */
  async function buyerDoes(t: { id: number; buyer: Who }, step: string, body: unknown) {
    expect(
      (await send('POST', `/enquiry/schedule-viewing/${t.id}/${step}`, body, as(t.buyer))).status,
    ).toBe(200)
    return t.id
  }
  const disputed = async () =>
    buyerDoes(await transactionAt(TO_FUNDS_HELD), 'dispute', {
      reason: 'The fence is not where the plan says',
    })
  const accepted = async () =>
    buyerDoes(
      await transactionAt([...TO_FUNDS_HELD, 'DUE_DILIGENCE_CONFIRMED', 'POSSESSION_TRANSFERRED']),
      'accept',
      { confirm: 'ACCEPT' },
    )
  return { testDb, member, invited, listingOf, transactionAt, disputed, accepted }
}
export type AuditedWrites = ReturnType<typeof auditedWrites>

/** The operator API's and `npm run ops`' doors. */
export function operatorDoors({
  listingOf,
  transactionAt,
  disputed,
  accepted,
  testDb,
}: AuditedWrites): Doors {
  const cli = (...argv: string[]): Door => ({
    actor: TERMINAL,
    claimed: CLAIM,
    call: async () => {
      const res = await opsCli(testDb.db, ...argv, '--actor', CLAIM)
      return { status: res.code === 0 ? 200 : 500, body: res.err }
    },
  })
  const api = (method: string, path: string, body: Record<string, unknown>): Door => ({
    actor: API,
    claimed: CLAIM,
    call: () => ops(method, path, { actor: CLAIM, ...body }),
  })
  return {
    // The operator API: the token acts, the body's name is a claim.
    'POST /api/v1/ops/listings/:id/verification': async () =>
      api('POST', `/listings/${await listingOf('For sale')}/verification`, {
        step: 'identity',
        done_on: lagosToday(),
      }),
    'POST /api/v1/ops/listings/:id/confirm-availability': async () =>
      api('POST', `/listings/${await listingOf('For sale')}/confirm-availability`, {}),
    'POST /api/v1/ops/listings/:id/mark-sold': async () =>
      api('POST', `/listings/${await listingOf('For sale')}/mark-sold`, {}),
    'POST /api/v1/ops/listings/:id/mark-let': async () =>
      api('POST', `/listings/${await listingOf('For rent')}/mark-let`, {}),
    'POST /api/v1/ops/transactions/:id/advance': async () =>
      api('POST', `/transactions/${(await transactionAt([])).id}/advance`, {
        step: 'VIEWING_CONFIRMED',
      }),
    'POST /api/v1/ops/transactions/:id/resolve-dispute': async () =>
      api('POST', `/transactions/${await disputed()}/resolve-dispute`, {
        outcome: 'resume',
        note: 'Settled',
      }),
    'POST /api/v1/ops/transactions/:id/release-request': async () =>
      api('POST', `/transactions/${await accepted()}/release-request`, {}),

    // npm run ops: the terminal's user acts, --actor is a claim.
    'cli ops verify': async () =>
      cli(
        'verify',
        '--listing',
        String(await listingOf('For sale')),
        '--step',
        'mandate',
        '--on',
        lagosToday(),
      ),
    'cli ops confirm-available': async () =>
      cli('confirm-available', '--listing', String(await listingOf('For sale'))),
    'cli ops mark-sold': async () =>
      cli('mark-sold', '--listing', String(await listingOf('For sale'))),
    'cli ops mark-let': async () =>
      cli('mark-let', '--listing', String(await listingOf('For rent'))),
    'cli ops advance': async () =>
      cli(
        'advance',
        '--tenant',
        'haven',
        '--transaction',
        String((await transactionAt([])).id),
        '--step',
        'VIEWING_CONFIRMED',
      ),
    'cli ops resolve-dispute': async () =>
      cli(
        'resolve-dispute',
        '--tenant',
        'haven',
        '--transaction',
        String(await disputed()),
        '--outcome',
        'resume',
        '--note',
        'Settled',
      ),
    'cli ops request-release': async () =>
      cli('request-release', '--tenant', 'haven', '--transaction', String(await accepted())),
    'cli ops reports': async () => cli('reports', '--tenant', 'haven'),
    'cli ops create-owner': async () =>
      cli('create-owner', '--tenant', 'haven', '--email', `cli-owner${++n}@haven.ng`),
  }
}
