import { expect } from 'vitest'
import type { EventChannel } from '~/server/catalogue/listings/listing-events'
import { markTaken } from '~/server/ops/listing-ops'
import { lagosToday } from '~/shared/schemas/ops'
import apiHandler from '../../../netlify/functions/api'
import { operatorCommands } from '../../../scripts/serve-lib/operator-commands'
import { TEST_SEED } from '../api-test-db'
import { consoleCall, type Json } from '../console-harness'
import { uploadCall } from '../console-listing-harness'
import { uploadInParts } from '../upload-harness'
import {
  type Change,
  io,
  type ListingChangeHarness,
  ok,
  onSale,
  withPhotos,
} from './listing-changes-harness'

/** Invariant 4's door table (listing-changes-downstream.test.ts): every door that changes a listing, and the changes made through it. */

type Action = 'verify' | 'confirm-available' | 'mark-sold' | 'mark-let'
const opsPath = {
  verify: 'verification',
  'confirm-available': 'confirm-availability',
  'mark-sold': 'mark-sold',
  'mark-let': 'mark-let',
} as const
const checkBody = { step: 'identity', done_on: lagosToday() }
/** An action's path under /ops or /console, and its body. */
const route = (a: Action, id: number) =>
  [`/listings/${id}/${opsPath[a]}`, a === 'verify' ? checkBody : {}] as const

/** The operator's four listing actions, through one door. */
function listingActions(
  h: ListingChangeHarness,
  channel: EventChannel,
  act: (action: Action, id: number) => Promise<void>,
): Record<string, Change> {
  const acting = (action: Action) => async (id: number | null) => (await act(action, id!), id!)
  const taken = (as: 'sold' | 'let', where: string): Change => ({
    what: as,
    channel,
    events: [['availability', as]],
    hears: 'favourite',
    before: (w) => h.listing(w, where),
    change: acting(`mark-${as}`),
  })
  return {
    verify: {
      what: 'a passed identity check raises the tier',
      channel,
      events: [['verification', '1']],
      hears: null,
      before: (w) => h.listing(w, 'verification_tier = 0'),
      change: acting('verify'),
    },
    'confirm-available': {
      what: 'a sold listing confirmed available is back on the market',
      channel,
      events: [['availability', 'available']],
      hears: 'favourite',
      before: async (w) => {
        const id = await h.listing(w, onSale)
        await markTaken(h.testDb.db, { actor: 'setup', channel: 'cli' }, id, 'sold', {})
        return id
      },
      change: acting('confirm-available'),
    },
    'mark-sold': taken('sold', onSale),
    'mark-let': taken('let', `category = 'For rent' and availability = 'available'`),
  }
}

/** Every door that changes a listing, and the changes made through it. Seeding replaces everything: it goes last. */
export function changeDoors(h: ListingChangeHarness): Record<string, Change[]> {
  const {
    listing,
    cli,
    inConsole,
    api,
    draft,
    galleryOf,
    freshPhoto,
    importRecord,
    importFiles,
    importNew,
    staff,
  } = h
  const byApi = listingActions(h, 'api', (a, id) => api(...route(a, id)))
  const byConsole = listingActions(h, 'console', (a, id) => inConsole('POST', ...route(a, id)))
  const byCli = listingActions(h, 'cli', (a, id) =>
    cli(
      a,
      '--listing',
      String(id),
      ...(a === 'verify' ? ['--step', 'identity', '--on', lagosToday()] : []),
    ),
  )
  /** Published or unpublished from the console. */
  const publish = (published: boolean) => async (id: number | null) => (
    await inConsole('POST', `/listings/${id}/publish`, { published }),
    id!
  )
  return {
    'POST /api/v1/ops/listings/:id/verification': [byApi.verify!],
    'POST /api/v1/ops/listings/:id/confirm-availability': [byApi['confirm-available']!],
    'POST /api/v1/ops/listings/:id/mark-sold': [byApi['mark-sold']!],
    'POST /api/v1/ops/listings/:id/mark-let': [byApi['mark-let']!],
    'POST /api/v1/console/listings/:id/verification': [byConsole.verify!],
    'POST /api/v1/console/listings/:id/confirm-availability': [byConsole['confirm-available']!],
    'POST /api/v1/console/listings/:id/mark-sold': [byConsole['mark-sold']!],
    'POST /api/v1/console/listings/:id/mark-let': [byConsole['mark-let']!],
    'cli ops verify': [byCli.verify!],
    'cli ops confirm-available': [byCli['confirm-available']!],
    'cli ops mark-sold': [byCli['mark-sold']!],
    'cli ops mark-let': [byCli['mark-let']!],
    'POST /api/v1/console/listings': [
      {
        what: 'a draft: not public, not news',
        channel: 'console',
        events: [['published', 'false']],
        hears: null,
        before: async () => null,
        change: async (_, w) => draft(w, false),
      },
    ],
    'PUT /api/v1/console/listings/:id': [
      {
        what: 'an edit cuts the price',
        channel: 'console',
        events: [['price']],
        hears: 'favourite',
        before: (w) => listing(w, `${onSale} and currency = 'NGN'`),
        change: async (id) => {
          const { values } = (
            await consoleCall('GET', `/listings/${id}/editor`, undefined, { cookie: staff() })
          ).body.data as { values: Json }
          const price = Math.round((values.asking_price * 0.9) / 1000) * 1000
          await inConsole('PUT', `/listings/${id}`, {
            ...values,
            asking_price: price,
            asking_price_ngn: price,
          })
          return id!
        },
      },
    ],
    'POST /api/v1/console/listings/:id/publish': [
      {
        what: 'a draft published is a new listing',
        channel: 'console',
        events: [['published', 'true']],
        hears: 'search',
        before: (w) => draft(w),
        change: publish(true),
      },
      {
        what: 'unpublished, it leaves every page',
        channel: 'console',
        events: [['published', 'false']],
        hears: null,
        before: (w) => listing(w, onSale),
        change: publish(false),
      },
    ],
    'POST /api/v1/console/listings/:id/photos': [
      {
        what: 'a photo added',
        channel: 'console',
        events: [],
        hears: null,
        before: (w) => listing(w),
        change: async (id) => (
          ok(await uploadCall(apiHandler, staff(), id!, await freshPhoto()), 201),
          id!
        ),
      },
    ],
    'PUT /api/v1/console/listings/:id/photos': [
      {
        what: 'the photos reordered',
        channel: 'console',
        events: [],
        hears: null,
        before: (w) => listing(w, withPhotos),
        change: async (id) => {
          const gallery = await galleryOf(id!)
          await inConsole('PUT', `/listings/${id}/photos`, {
            gallery: { ...gallery, property_images: [...gallery.property_images!].reverse() },
          })
          return id!
        },
      },
    ],
    'DELETE /api/v1/console/listings/:id/photos': [
      {
        what: 'a photo deleted',
        channel: 'console',
        events: [],
        hears: null,
        before: (w) => listing(w, withPhotos),
        change: async (id) => (
          await inConsole('DELETE', `/listings/${id}/photos`, {
            url: (await galleryOf(id!)).property_images!.at(-1),
          }),
          id!
        ),
      },
    ],
    'POST /api/v1/console/uploads/:id/complete': [
      {
        what: 'a photo uploaded in parts',
        channel: 'console',
        events: [],
        hears: null,
        before: (w) => listing(w),
        change: async (id) => (
          ok(
            await uploadInParts({ cookie: staff() }, await freshPhoto(), {
              purpose: 'listing-photo',
              listing_id: id,
            }),
            201,
          ),
          id!
        ),
      },
    ],
    'cli import': [
      {
        what: 'a new listing imported',
        channel: 'import',
        events: [['published', 'true']],
        hears: 'search',
        before: async () => null,
        change: async (_, w) => importNew(w, 9400),
      },
      {
        what: 'a listing imported again at a lower price',
        channel: 'import',
        events: [['price']],
        hears: 'favourite',
        before: async (w) => importNew(w, 9401),
        change: async (id, w) => {
          const record = importRecord(w, 9401)
          await importFiles([
            [
              {
                ...record,
                asking_price: record.asking_price * 0.9,
                asking_price_ngn: record.asking_price_ngn * 0.9,
              },
            ],
          ])
          return id!
        },
      },
    ],
    'cli seed': [
      {
        what: 'the catalogue replaced',
        channel: 'seed',
        events: [['published', 'true']],
        hears: null,
        before: (w) => listing(w),
        change: async () => {
          expect(
            await operatorCommands.seed!.run(h.testDb.db, { ...TEST_SEED, demo: false }, io()),
          ).toBe(0)
          return (
            await h.testDb.db.query<{ id: number }>('select min(id)::int as id from listings')
          )[0]!.id
        },
      },
    ],
  }
}
