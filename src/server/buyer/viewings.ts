import { reserveAttempt } from '~/server/auth/rate-limit'
import type { UserRow } from '~/server/auth/users'
import { LISTING_COLUMNS, toListingDto } from '~/server/catalogue/listings/listing-dto'
import type { Db } from '~/server/db/db'
import { iso } from '~/server/db/iso'
import { deliver } from '~/server/email/deliver'
import { buyerViewingMail, realtorViewingMail, trustedPersonViewingMail, type ViewingMailInput } from '~/server/email/templates/viewing'
import { HttpError } from '~/server/http/envelope'
import type { InspectionType, ViewingType } from '~/shared/transactions/viewing-kinds'
import { lagosIso } from '~/shared/format/lagos-time'
import { lagosInstant, type ViewingBody } from '~/shared/schemas/viewing'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import type { ScheduleViewing, TransactionCard } from '~/shared/types/buyer-tools'
import { buyerActions, type TransactionStep } from '~/shared/transactions/escrow-states'
import { badgeKey, INITIAL, type Stage, type TransactionStatus } from '~/shared/transactions/viewing-states'
import { recordRequest } from '~/server/transactions/transaction-events'

/** Sorts of /transactions (decision 030): newest booking first, or by the listing's price. */
export const TRANSACTION_SORTS = {
  new: 'v.created_at desc, v.id desc',
  lowest_price: 'l.asking_price_ngn asc, v.id desc',
  highest_price: 'l.asking_price_ngn desc, v.id desc',
} as const
export type TransactionSort = keyof typeof TRANSACTION_SORTS

const VIEWING_COLUMNS = `v.id::int as v_id, v.status as v_status, v.stage_status as v_stage_status, v.viewing_type as v_viewing_type,
  v.inspection_type as v_inspection_type, v.scheduled_at as v_scheduled_at, v.first_name as v_first_name,
  v.last_name as v_last_name, v.email as v_email, v.phone_number as v_phone_number, v.created_at as v_created_at,
  v.step as v_step, v.disputed as v_disputed`

const FROM = 'viewings v join listings l on l.id = v.listing_id left join realtors r on r.id = l.realtor_id'

type Row = Record<string, unknown>

function toCard(row: Row): TransactionCard {
  const pick = (k: string) => row[`v_${k}`]
  const listingRow = Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('v_')))
  const listing = toListingDto(listingRow)
  // The projection of the transaction's events (decision 035), written with each event.
  const state = {
    status: pick('status') as TransactionStatus,
    stage_status: pick('stage_status') as Stage,
    step: pick('step') as Exclude<TransactionStep, 'DISPUTE_RAISED' | 'DISPUTE_RESOLVED'>,
    disputed: pick('disputed') === true,
  }
  const schedule: ScheduleViewing = {
    id: Number(pick('id')),
    ...state,
    viewing_type: pick('viewing_type') as ViewingType,
    inspection_type: pick('inspection_type') as InspectionType,
    date: lagosIso(pick('scheduled_at') as Date | string),
    first_name: String(pick('first_name')),
    last_name: String(pick('last_name')),
    email: String(pick('email')),
    phone_number: String(pick('phone_number')),
    created_at: iso(pick('created_at')),
  }
  return { ...listing, id: schedule.id, listing_id: listing.id, badge: badgeKey(state), buyer_actions: buyerActions(state), schedule_viewing: schedule }
}

export async function readCard(db: Db, tenant: string, userId: number, id: number): Promise<TransactionCard | null> {
  const [row] = await db.query(
    `select ${LISTING_COLUMNS}, ${VIEWING_COLUMNS} from ${FROM} where v.id = $1 and v.user_id = $2 and v.tenant = $3`,
    [id, userId, tenant],
  )
  return row ? toCard(row) : null
}

/**
 * POST /enquiry/schedule-viewing: stores the request (PENDING_CONFIRMATION at INSPECTION), then
 * e-mails the buyer, the trusted person and the realtor. The same request again is the same record
 * and sends nothing new.
 */
export async function scheduleViewing(db: Db, tenant: Tenant, user: UserRow, body: ViewingBody, origin: string) {
  const [listing] = await db.query<{ id: number; slug: string; title: string; property_id: string; display_address: string; r_first_name: string | null; r_email: string | null; realtor_id: number | null; availability: string }>(
    `select l.id, l.slug, l.title, l.property_id, l.display_address, l.realtor_id, l.availability, r.first_name as r_first_name, r.email as r_email
     from listings l left join realtors r on r.id = l.realtor_id where l.id = $1 and l.published`,
    [body.listing_id],
  )
  if (!listing) throw new HttpError(404, 'Listing not found', { field: 'listing_id' })
  if (listing.availability !== 'available')
    throw new HttpError(409, `This property has been ${listing.availability} and can no longer be viewed`, { field: 'listing_id' })
  // Counted before the work; a repeat of a booking already made gives its allowance back.
  const allowance = await reserveAttempt(db, tenant.domain, 'viewing-account', String(user.id))
  const start = lagosInstant(body.date)!
  const attendee =
    body.viewing_type === 'MYSELF'
      ? { first_name: user.first_name, last_name: user.last_name, email: user.email }
      : { first_name: body.first_name, last_name: body.last_name, email: body.email }
  const url = `${origin}/listings/${listing.id}/${listing.slug}`
  // The row and its first event (decision 035) together, or neither.
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `insert into viewings (tenant, user_id, listing_id, realtor_id, viewing_type, inspection_type, scheduled_at,
         first_name, last_name, email, phone_number, listing_url, status, stage_status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       on conflict (user_id, listing_id, scheduled_at, viewing_type, email) do nothing
       returning id::int as id`,
      [tenant.domain, user.id, listing.id, listing.realtor_id, body.viewing_type, body.inspection_type, start,
        attendee.first_name, attendee.last_name, attendee.email, body.phone_number, url, INITIAL.status, INITIAL.stage_status],
    )
    if (rows[0]) await recordRequest(tx, tenant.domain, rows[0].id, user.email)
    return rows
  })
  const created = inserted.length > 0
  const id =
    inserted[0]?.id ??
    (await db.query<{ id: number }>(
      'select id::int as id from viewings where user_id = $1 and listing_id = $2 and scheduled_at = $3 and viewing_type = $4 and email = $5',
      [user.id, listing.id, start, body.viewing_type, attendee.email],
    ))[0]!.id
  if (!created) await allowance.release()
  if (created) {
    const mail: ViewingMailInput = {
      id,
      start,
      inspection_type: body.inspection_type,
      attendee: { ...attendee, phone: body.phone_number },
      buyer: { first_name: user.first_name, last_name: user.last_name, email: user.email },
      listing: { title: listing.title, property_id: listing.property_id, address: listing.display_address, url },
      realtor: listing.r_email ? { first_name: listing.r_first_name ?? '', email: listing.r_email } : { first_name: tenant.display_name, email: tenant.contact.email },
    }
    // An address not yet proved receives nothing but its verification (decision 040): the
    // realtor hears of the request; the buyer's copy and the trusted person's wait for no one.
    const mails = [realtorViewingMail(tenant, mail)]
    if (user.email_verified) mails.unshift(buyerViewingMail(tenant, mail))
    if (user.email_verified && body.viewing_type === 'TRUSTED_PERSON') mails.push(trustedPersonViewingMail(tenant, mail))
    await deliver(mails, 'viewing', 'request')
  }
  return { card: (await readCard(db, tenant.domain, Number(user.id), id))!, created }
}

/** GET /enquiry/schedule-viewing: this user's transactions, a page at a time. */
export async function listViewings(db: Db, tenant: string, userId: number, q: { limit: number; page: number; sort_by: TransactionSort; listing_id?: string | number }) {
  const listing = q.listing_id === undefined ? null : Number(q.listing_id)
  const [rows, [count]] = await Promise.all([
    db.query(
      `select ${LISTING_COLUMNS}, ${VIEWING_COLUMNS} from ${FROM} where v.user_id = $1 and v.tenant = $2 and ($3::bigint is null or v.listing_id = $3)
       order by ${TRANSACTION_SORTS[q.sort_by]} limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
      [userId, tenant, listing],
    ),
    db.query<{ total: number }>('select count(*)::int as total from viewings where user_id = $1 and tenant = $2 and ($3::bigint is null or listing_id = $3)', [userId, tenant, listing]),
  ])
  const total = Number(count?.total ?? 0)
  return { enquiries: rows.map(toCard), metadata: { total, page: q.page, pages: Math.ceil(total / q.limit), limit: q.limit } }
}
