import { expect } from 'vitest'
import { lagosToday } from '~/shared/schemas/ops'
import handler from '../../../netlify/functions/api'
import { send } from '../api-test-db'
import { pdf, upload } from '../console-files'
import { consoleCall, nextCode, PASSWORD, setUp, type Json } from '../console-harness'
import { demoPhotoBytes, editorBody, uploadCall } from '../console-listing-harness'
import { cancelUpload, completeUpload, sendPart, startUpload } from '../upload-harness'
import {
  CLAIM,
  consoleAs,
  deedUpload,
  next,
  realtorBody,
  type AuditedWrites,
  type Doors,
} from './audited-writes-harness'

/** Invariant 3's console doors (audited-writes.test.ts): the API's /console and the upload function's. */
export function consoleDoors({
  testDb,
  member,
  invited,
  listingOf,
  transactionAt,
  disputed,
  accepted,
}: AuditedWrites): Doors {
  return {
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
          consoleCall(
            'POST',
            '/sign-in/code',
            { code: nextCode(secret) },
            { cookie: first.cookie },
          ),
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
        email: `invitee${next()}@haven.ng`,
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
        `select id::int as id, gallery->'property_images'->>0 as url from listings where jsonb_array_length(gallery->'property_images') > 2 order by id desc offset ${next() % 20} limit 1`,
      )
      return consoleAs(await member(), 'DELETE', `/listings/${row!.id}/photos`, { url: row!.url })
    },
    'POST /api/v1/console/listings/:id/documents': async () => {
      const who = await member()
      const listing = await listingOf('For sale')
      return {
        actor: who.email,
        call: () =>
          upload(listing, 'title', 'deed.pdf', pdf(`audited ${next()}`), { cookie: who.cookie }),
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
      return { actor: who.email, call: () => startUpload(who, deedUpload(listing)) }
    },
    'PUT /api/v1/console/uploads/:id/parts/:index': async () => {
      const who = await member()
      const bytes = pdf(`part ${next()}`)
      const ticket = await startUpload(
        who,
        deedUpload(await listingOf('For sale'), bytes.byteLength),
      )
      return { actor: who.email, call: () => sendPart(who, ticket.body.data.id, 0, bytes) }
    },
    'POST /api/v1/console/uploads/:id/complete': async () => {
      const who = await member()
      const bytes = pdf(`complete ${next()}`)
      const ticket = await startUpload(
        who,
        deedUpload(await listingOf('For sale'), bytes.byteLength),
      )
      expect((await sendPart(who, ticket.body.data.id, 0, bytes)).status).toBe(200)
      return { actor: who.email, call: () => completeUpload(who, ticket.body.data.id) }
    },
    'DELETE /api/v1/console/uploads/:id': async () => {
      const who = await member()
      const ticket = await startUpload(who, deedUpload(await listingOf('For sale')))
      return { actor: who.email, call: () => cancelUpload(who, ticket.body.data.id) }
    },
  }
}
