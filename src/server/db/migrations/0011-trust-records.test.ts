import { afterAll, expect, it } from 'vitest'
import { deriveState, type EventActor, type TransactionStep } from '~/shared/transactions/escrow-states'
import { createTestDatabase } from '~/testing/test-database'
import { migrate } from '../migrate'
import { MIGRATIONS } from './all-migrations'

const testDb = createTestDatabase({ migrate: false })
afterAll(async () => (await testDb).dispose())

const STATUSES = ['PENDING_CONFIRMATION', 'CONFIRMED', 'RESCHEDULED', 'VISITED', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETED', 'CANCELED']

it('gives every viewing booked before it a history the machine accepts, and keeps sold listings sold', async () => {
  const { db } = await testDb
  await migrate(db, MIGRATIONS.filter((m) => m.version < 11))
  await db.exec(`
    insert into location_states (id, name) values (1, 'Lagos');
    insert into location_axes (id, state_id, name) values (1, 1, 'Island');
    insert into location_areas (id, axis_id, name) values (1, 1, 'Ikoyi');
    insert into location_neighbourhoods (id, area_id, name) values (1, 1, 'Old Ikoyi');
    insert into listings (slug, property_id, title, description, category, property_type, property_sub_type, property_status,
      currency, asking_price, asking_price_ngn, state, axis_id, area_id, neighbourhood_id, axis_label, area_label,
      neighbourhood_label, address, display_address, is_sold)
    select 'flat-' || n, 'HVN-' || n, 'Flat', 'A flat', 'For sale', 'Apartment', 'Flat', 'Completed', 'NGN', 1000, 1000,
      'Lagos', 1, 1, 1, 'Island', 'Ikoyi', 'Old Ikoyi', '1 Road', 'Road, Ikoyi', n = 2 from generate_series(1, 2) n;
    insert into users (tenant, email, first_name, last_name, phone, referral_code)
      values ('haven.ng', 'old@example.com', 'Old', 'Buyer', '+2348031234567', 'ABCDEFG');
  `)
  for (const [i, status] of STATUSES.entries()) {
    await db.query(
      `insert into viewings (tenant, user_id, listing_id, viewing_type, inspection_type, scheduled_at, first_name, last_name,
         email, phone_number, listing_url, status, stage_status)
       select 'haven.ng', id, 1, 'MYSELF', 'VIDEO_TOUR', now() + make_interval(days => $1), 'Old', 'Buyer', email, phone, 'https://haven.ng/listings/1/flat-1', $2, 'INSPECTION'
       from users`,
      [i + 1, status],
    )
  }
  expect(await migrate(db, MIGRATIONS.filter((m) => m.version <= 11))).toEqual([11])

  const viewings = await db.query<{ id: number; status: string; stage_status: string; step: string; disputed: boolean }>(
    'select id::int as id, status, stage_status, step, disputed from viewings order by id',
  )
  const projected: string[] = []
  for (const v of viewings) {
    const events = await db.query<{ step: TransactionStep; actor_kind: EventActor; actor: string }>(
      'select step, actor_kind, actor from transaction_events where viewing_id = $1 order by id',
      [v.id],
    )
    expect(events[0]).toEqual({ step: 'VIEWING_REQUESTED', actor_kind: 'buyer', actor: 'old@example.com' })
    const state = deriveState(events.map((e) => ({ step: e.step, actor: e.actor_kind })))
    expect({ status: v.status, stage_status: v.stage_status, step: v.step, disputed: v.disputed }).toEqual(state)
    projected.push(`${v.status}/${v.step}`)
  }
  expect(projected).toEqual([
    'PENDING_CONFIRMATION/VIEWING_REQUESTED',
    'CONFIRMED/VIEWING_CONFIRMED',
    'RESCHEDULED/VIEWING_RESCHEDULED',
    'VISITED/VIEWED',
    'IN_PROGRESS/INTEREST_SHOWN',
    'CONFIRMED/VIEWING_CONFIRMED', // ON_HOLD meant a paused viewing; the machine keeps holds for disputes
    'COMPLETED/FUNDS_RELEASED',
    'CANCELED/CANCELED',
  ])
  expect(await db.query('select id, availability, is_sold from listings order by id')).toEqual([
    { id: 1, availability: 'available', is_sold: false },
    { id: 2, availability: 'sold', is_sold: true },
  ])
})
