import { mkdtempSync } from 'node:fs'
import { hostname, tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiApp } from '~/server/api/create-api-app'
import { createStaff } from '~/server/console/staff-accounts'
import { consoleUploadPipeline } from '~/server/media/console-upload-pipeline'
import { folderStore } from '~/server/media/media-store'
import { useUploadPipeline } from '~/server/media/upload-pipeline'
import { opsTokenActor } from '~/server/ops/ops-token'
import { OpsArgsSchema } from '~/server/ops/run-ops'
import { createUploadApp } from '~/server/uploads/create-upload-app'
import { lagosToday } from '~/shared/schemas/ops'
import handler from '../../../netlify/functions/api'
import { send } from '../api-test-db'
import { pdf, upload } from '../console-files'
import { consoleCall, nextCode, PASSWORD, setUp, type Json } from '../console-harness'
import { demoPhotoBytes, editorBody, uploadCall } from '../console-listing-harness'
import {
  advanceTo,
  as,
  ops,
  opsCli,
  signUp,
  staffSession,
  TO_FUNDS_HELD,
  TOKEN,
  useTrustHarness,
} from '../trust-harness'
import {
  cancelUpload,
  completeUpload,
  sendPart,
  startUpload,
  useTempStaging,
} from '../upload-harness'

/**
 * Invariant 3 (issue 33): every write is audited with the true actor. Every console write route
 * (the route tables of the API's /console and of the upload function), every operator-API write
 * (/api/v1/ops) and every `npm run ops` action, read from the code, is called once as it succeeds:
 * exactly one ops_audit row appears, whose actor is who the request proves — the staff member of
 * the session or the setup link, the operator token, the terminal's user — and a name the caller
 * wrote (body `actor`, --actor) is at most the row's claimed_actor. A write the table below does
 * not know how to call fails the test: teach it, do not skip it.
 */
const { testDb, book } = useTrustHarness('audited-writes')
useTempStaging()
beforeAll(() =>
  useUploadPipeline(
    consoleUploadPipeline(folderStore(mkdtempSync(join(tmpdir(), 'haven-audited-')))),
  ),
)
afterAll(() => {
  useUploadPipeline(null)
  vi.useRealTimers()
})

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE']
const ROUTE_TABLES = [createApiApp({ opsToken: TOKEN }), createUploadApp()]

/** Every write the code offers through the console, the operator API and `npm run ops`. */
function writesInCode(): string[] {
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

const CLAIM = 'Somebody Else'
const TERMINAL = `${userInfo().username}@${hostname()}`
const API = opsTokenActor(TOKEN)

/** One write, ready to go: who must be named, the claim that may ride beside it, and the call. */
interface Door {
  actor: string
  claimed?: string
  call: () => Promise<{ status: number; body?: unknown }>
}

let n = 0
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
const realtorBody = () => ({
  username: `audited.realtor${++n}`,
  first_name: 'Ada',
  last_name: 'Obi',
  email: `realtor${n}@example.com`,
  phone_number: '0803 123 4567',
})
const consoleAs = (
  who: { email: string; cookie: string },
  method: string,
  path: string,
  body?: unknown,
): Door => ({
  actor: who.email,
  call: () => consoleCall(method, path, body, { cookie: who.cookie }),
})

/** Transactions at the step a write needs. */
async function transactionAt(steps: string[]) {
  const buyer = await signUp()
  const id = await book(buyer)
  await advanceTo(id, steps)
  return { id, buyer }
}
async function disputed() {
  const t = await transactionAt(TO_FUNDS_HELD)
  expect(
    (
      await send(
        'POST',
        `/enquiry/schedule-viewing/${t.id}/dispute`,
        { reason: 'The fence is not where the plan says' },
        as(t.buyer),
      )
    ).status,
  ).toBe(200)
  return t.id
}
async function accepted() {
  const t = await transactionAt([
    ...TO_FUNDS_HELD,
    'DUE_DILIGENCE_CONFIRMED',
    'POSSESSION_TRANSFERRED',
  ])
  expect(
    (
      await send(
        'POST',
        `/enquiry/schedule-viewing/${t.id}/accept`,
        { confirm: 'ACCEPT' },
        as(t.buyer),
      )
    ).status,
  ).toBe(200)
  return t.id
}
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

/** How to call each write so that it succeeds. */
const TAUGHT: Record<string, () => Promise<Door>> = {
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
  'cli ops mark-let': async () => cli('mark-let', '--listing', String(await listingOf('For rent'))),
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

  // The console's own doors: the setup link, the password and the code prove who it is.
  'POST /api/v1/console/setup/start': async () => {
    const who = await invited()
    return {
      actor: who.email,
      call: () => consoleCall('POST', '/setup/start', { token: who.token }),
    }
  },
  'POST /api/v1/console/setup/finish': async () => {
    const who = await invited()
    const start = await consoleCall('POST', '/setup/start', { token: who.token })
    return {
      actor: who.email,
      call: () =>
        consoleCall('POST', '/setup/finish', {
          token: who.token,
          password: PASSWORD,
          code: nextCode(start.body.data.secret),
        }),
    }
  },
  'POST /api/v1/console/sign-in': async () => {
    const who = await invited()
    await setUp(who.link)
    return {
      actor: who.email,
      call: () => consoleCall('POST', '/sign-in', { email: who.email, password: PASSWORD }),
    }
  },
  'POST /api/v1/console/sign-in/code': async () => {
    const who = await invited()
    const { secret } = await setUp(who.link)
    const first = await consoleCall('POST', '/sign-in', { email: who.email, password: PASSWORD })
    return {
      actor: who.email,
      call: () =>
        consoleCall('POST', '/sign-in/code', { code: nextCode(secret) }, { cookie: first.cookie }),
    }
  },
  'POST /api/v1/console/sign-out': async () =>
    consoleAs(await member('editor'), 'POST', '/sign-out'),

  // Staff at work: the session's member, whatever the body claims.
  'POST /api/v1/console/listings/:id/confirm-availability': async () =>
    consoleAs(
      await member(),
      'POST',
      `/listings/${await listingOf('For sale')}/confirm-availability`,
      { actor: CLAIM },
    ),
  'POST /api/v1/console/listings/:id/mark-sold': async () =>
    consoleAs(await member(), 'POST', `/listings/${await listingOf('For sale')}/mark-sold`, {
      actor: CLAIM,
    }),
  'POST /api/v1/console/listings/:id/mark-let': async () =>
    consoleAs(await member(), 'POST', `/listings/${await listingOf('For rent')}/mark-let`, {
      actor: CLAIM,
    }),
  'POST /api/v1/console/listings/:id/verification': async () =>
    consoleAs(await member(), 'POST', `/listings/${await listingOf('For sale')}/verification`, {
      actor: CLAIM,
      step: 'inspection',
      done_on: lagosToday(),
    }),
  'POST /api/v1/console/staff': async () =>
    consoleAs(await member(), 'POST', '/staff', {
      email: `invitee${++n}@haven.ng`,
      role: 'verifier',
    }),
  'PATCH /api/v1/console/staff/:id': async () =>
    consoleAs(await member(), 'PATCH', `/staff/${(await invited()).id}`, { role: 'verifier' }),
  'POST /api/v1/console/staff/:id/unlock': async () =>
    consoleAs(await member(), 'POST', `/staff/${(await invited()).id}/unlock`, {}),
  'POST /api/v1/console/listings': async () =>
    consoleAs(await member(), 'POST', '/listings', editorBody()),
  'PUT /api/v1/console/listings/:id': async () =>
    consoleAs(
      await member(),
      'PUT',
      `/listings/${await listingOf('For sale')}`,
      editorBody({ title: 'Edited for the audit' }),
    ),
  'POST /api/v1/console/listings/:id/publish': async () =>
    consoleAs(await member(), 'POST', `/listings/${await listingOf('For sale')}/publish`, {
      published: false,
    }),
  'POST /api/v1/console/listings/:id/photos': async () => {
    const who = await member()
    const listing = await listingOf('For sale')
    return {
      actor: who.email,
      call: () => uploadCall(handler, who.cookie, listing, demoPhotoBytes()),
    }
  },
  'PUT /api/v1/console/listings/:id/photos': async () => {
    const listing = await listingOf('For sale')
    const [row] = await testDb.db.query<{ gallery: Json }>(
      'select gallery from listings where id = $1',
      [listing],
    )
    return consoleAs(await member(), 'PUT', `/listings/${listing}/photos`, {
      gallery: row!.gallery,
    })
  },
  'DELETE /api/v1/console/listings/:id/photos': async () => {
    // A published listing keeps one property image: take one of a listing that has several.
    const [row] = await testDb.db.query<{ id: number; url: string }>(
      `select id::int as id, gallery->'property_images'->>0 as url from listings where jsonb_array_length(gallery->'property_images') > 2 order by id desc offset ${++n % 20} limit 1`,
    )
    return consoleAs(await member(), 'DELETE', `/listings/${row!.id}/photos`, { url: row!.url })
  },
  'POST /api/v1/console/listings/:id/documents': async () => {
    const who = await member()
    const listing = await listingOf('For sale')
    return {
      actor: who.email,
      call: () =>
        upload(listing, 'title', 'deed.pdf', pdf(`audited ${++n}`), { cookie: who.cookie }),
    }
  },
  'POST /api/v1/console/realtors': async () =>
    consoleAs(await member(), 'POST', '/realtors', realtorBody()),
  'PUT /api/v1/console/realtors/:id': async () => {
    const who = await member()
    const body = realtorBody()
    const created = await consoleCall('POST', '/realtors', body, { cookie: who.cookie })
    return consoleAs(who, 'PUT', `/realtors/${created.body.data.id}`, {
      ...body,
      first_name: 'Adaeze',
    })
  },
  'POST /api/v1/console/transactions/:id/advance': async () =>
    consoleAs(await member(), 'POST', `/transactions/${(await transactionAt([])).id}/advance`, {
      actor: CLAIM,
      step: 'VIEWING_CONFIRMED',
    }),
  'POST /api/v1/console/transactions/:id/resolve-dispute': async () =>
    consoleAs(await member(), 'POST', `/transactions/${await disputed()}/resolve-dispute`, {
      actor: CLAIM,
      outcome: 'resume',
      note: 'Settled',
    }),
  'POST /api/v1/console/transactions/:id/notes': async () =>
    consoleAs(await member(), 'POST', `/transactions/${(await transactionAt([])).id}/notes`, {
      body: 'Called the buyer',
    }),
  'POST /api/v1/console/transactions/:id/release-request': async () =>
    consoleAs(
      await member('escrow_officer'),
      'POST',
      `/transactions/${await accepted()}/release-request`,
      {},
    ),
  'POST /api/v1/console/release-requests/:id/approve': async () => {
    const asker = await member('escrow_officer')
    const asked = await consoleCall(
      'POST',
      `/transactions/${await accepted()}/release-request`,
      {},
      { cookie: asker.cookie },
    )
    return consoleAs(
      await member('escrow_officer'),
      'POST',
      `/release-requests/${asked.body.data.id}/approve`,
      {},
    )
  },
  'POST /api/v1/console/reports/:id/resolve': async () => {
    await send('POST', '/enquiry/report-listing', {
      listing_id: await listingOf('For sale'),
      reason: 'DUPLICATE',
      details: 'The same house is listed twice.',
    })
    const [report] = await testDb.db.query<{ id: number }>(
      "select id::int as id from listing_reports where status = 'new' order by id desc limit 1",
    )
    return consoleAs(await member(), 'POST', `/reports/${report!.id}/resolve`, {
      status: 'handled',
      note: 'Removed the copy',
    })
  },
  'POST /api/v1/console/viewings/:id': async () =>
    consoleAs(await member(), 'POST', `/viewings/${(await transactionAt([])).id}`, {
      action: 'confirm',
    }),

  // The upload function (decision 057).
  'POST /api/v1/console/uploads': async () => {
    const who = await member()
    const listing = await listingOf('For sale')
    return {
      actor: who.email,
      call: () =>
        startUpload(who, {
          purpose: 'document',
          listing_id: listing,
          step: 'title',
          size: 200,
          type: 'application/pdf',
          name: 'deed.pdf',
        }),
    }
  },
  'PUT /api/v1/console/uploads/:id/parts/:index': async () => {
    const who = await member()
    const bytes = pdf(`part ${++n}`)
    const ticket = await startUpload(who, {
      purpose: 'document',
      listing_id: await listingOf('For sale'),
      step: 'title',
      size: bytes.byteLength,
      type: 'application/pdf',
      name: 'deed.pdf',
    })
    return { actor: who.email, call: () => sendPart(who, ticket.body.data.id, 0, bytes) }
  },
  'POST /api/v1/console/uploads/:id/complete': async () => {
    const who = await member()
    const bytes = pdf(`complete ${++n}`)
    const ticket = await startUpload(who, {
      purpose: 'document',
      listing_id: await listingOf('For sale'),
      step: 'title',
      size: bytes.byteLength,
      type: 'application/pdf',
      name: 'deed.pdf',
    })
    expect((await sendPart(who, ticket.body.data.id, 0, bytes)).status).toBe(200)
    return { actor: who.email, call: () => completeUpload(who, ticket.body.data.id) }
  },
  'DELETE /api/v1/console/uploads/:id': async () => {
    const who = await member()
    const ticket = await startUpload(who, {
      purpose: 'document',
      listing_id: await listingOf('For sale'),
      step: 'title',
      size: 200,
      type: 'application/pdf',
      name: 'deed.pdf',
    })
    return { actor: who.email, call: () => cancelUpload(who, ticket.body.data.id) }
  },
}

/**
 * Writes that are deliberately not a row of their own, each with its reason; the test holds them
 * to exactly none, so a change either way is seen.
 */
const AUDITED_ELSEWHERE: Record<string, string> = {
  'PUT /api/v1/console/uploads/:id/parts/:index':
    'a part changes no record: its upload is audited when started, completed or cancelled (one row per file, not one per megabyte)',
}

const lastAudit = async () =>
  (
    await testDb.db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from ops_audit')
  )[0]!.id

describe('invariant 3: every write is audited with the true actor', () => {
  const writes = writesInCode()

  it(`knows how to call each of the ${writes.length} writes in the code, and no write the code no longer has`, () => {
    expect(writes.filter((w) => !(w in TAUGHT))).toEqual([])
    expect(Object.keys(TAUGHT).filter((w) => !writes.includes(w))).toEqual([])
  })

  for (const write of writes) {
    it(`${write}: one audit row, naming who the request proves`, async () => {
      const teach = TAUGHT[write]
      if (!teach) throw new Error(`Teach audited-writes.test.ts how to call ${write}`)
      const door = await teach()
      const before = await lastAudit()
      const res = await door.call()
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
      const rows = await testDb.db.query<{ actor: string; claimed_actor: string | null }>(
        'select actor, claimed_actor from ops_audit where id > $1 order by id',
        [before],
      )
      expect(rows).toEqual(
        write in AUDITED_ELSEWHERE ? [] : [{ actor: door.actor, claimed_actor: door.claimed ?? null }],
      )
    })
  }
})
