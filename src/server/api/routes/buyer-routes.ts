import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { requireUser } from '~/server/auth/require-user'
import { countFavourites, removeFavourite, saveFavourite } from '~/server/buyer/favourites'
import {
  countSavedSearches,
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  readSavedSearch,
  renameSavedSearch,
} from '~/server/buyer/saved-searches'
import { setSearchAlert } from '~/server/alerts/alert-settings'
import { acceptTransaction, cancelViewing, disputeTransaction } from '~/server/buyer/transaction-actions'
import { listViewings, scheduleViewing, TRANSACTION_SORTS, type TransactionSort } from '~/server/buyer/viewings'
import { readTransaction } from '~/server/transactions/transaction-detail'
import { siteOrigin } from '~/server/auth/tenant-origin'
import { searchListings } from '~/server/catalogue/listings/search-listings'
import type { Db } from '~/server/db/db'
import { privateNoStore } from '~/server/http/cache'
import { ok } from '~/server/http/envelope'
import { idempotent } from '~/server/http/idempotency'
import { fieldError, parseBody } from '~/server/http/parse-body'
import { parseQuery } from '~/server/http/parse-query'
import { pathId } from '~/server/http/path-id'
import { FavouriteBodySchema, RenameSearchBodySchema, SaveSearchBodySchema, ViewingChangeSchema } from '~/shared/schemas/buyer-tools'
import { ACCEPT_CONFIRM_MESSAGE, AcceptBodySchema, DisputeBodySchema } from '~/shared/schemas/trust'
import { viewingBodySchema } from '~/shared/schemas/viewing'
import { LISTING_LIMIT_MAX } from '~/shared/schemas/catalogue-enums'
import { ListingSearchQuerySchema } from '~/shared/schemas/listing-filters'
import { choice, positiveInt } from '~/shared/schemas/query-fields'
import type { AppEnv } from '../app-env'

/** Signed-in, never cached, and an Idempotency-Key replays a POST's first answer. */
function signedInRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  r.use('*', async (c, next) => {
    await next()
    privateNoStore(c.res)
  })
  r.use('*', requireUser(getDb))
  r.post('*', idempotent(getDb))
  return r
}

const who = (c: Context<AppEnv>) => ({ tenant: c.get('tenant').domain, userId: Number(c.get('user').id) })

/** /favourite* (000 §7; decision 030: POST saves, DELETE removes — both idempotent). */
export function favouriteRoutes(getDb: () => Promise<Db>) {
  const r = signedInRoutes(getDb)

  r.get('/', async (c) => {
    const { slug: _slug, id: _id, sort_by, limit, page, ...filters } = parseQuery(ListingSearchQuerySchema, c.req.url)
    const { data, metadata } = await searchListings(await getDb(), { filters, sort_by, limit, page, favouritesOf: who(c).userId })
    return ok(data.map((l) => ({ ...l, is_favorite: 1 })), { metadata })
  })
  r.get('/count', async (c) => {
    const { tenant, userId } = who(c)
    return ok(await countFavourites(await getDb(), tenant, userId))
  })
  r.post('/', async (c) => {
    const { listing_id } = parseBody(c, FavouriteBodySchema)
    const { tenant, userId } = who(c)
    return ok(await saveFavourite(await getDb(), tenant, userId, listing_id), { message: 'Saved to your favourites' })
  })
  r.delete('/:listing_id', async (c) => {
    const { tenant, userId } = who(c)
    return ok(await removeFavourite(await getDb(), tenant, userId, pathId(c, 'listing_id')), { message: 'Removed from your favourites' })
  })
  return r
}

/** /save-search* (000 §7). */
export function saveSearchRoutes(getDb: () => Promise<Db>) {
  const r = signedInRoutes(getDb)

  r.get('/', async (c) => {
    const { tenant, userId } = who(c)
    return ok(await listSavedSearches(await getDb(), tenant, userId))
  })
  r.get('/count', async (c) => {
    const { tenant, userId } = who(c)
    return ok(await countSavedSearches(await getDb(), tenant, userId))
  })
  r.post('/', async (c) => {
    const body = parseBody(c, SaveSearchBodySchema)
    const { tenant, userId } = who(c)
    const { search, created } = await createSavedSearch(await getDb(), tenant, userId, body)
    return ok(search, { message: 'Search Saved' }, created ? 201 : 200)
  })
  r.patch('/:id', async (c) => {
    const { label, alert_frequency } = parseBody(c, RenameSearchBodySchema)
    const { tenant, userId } = who(c)
    const db = await getDb()
    const id = pathId(c, 'id')
    // The frequency first: a refused title (409) then leaves the alert as the buyer chose it.
    if (alert_frequency) await setSearchAlert(db, tenant, userId, id, alert_frequency)
    if (label === undefined) return ok(await readSavedSearch(db, tenant, userId, id), { message: 'Alerts updated' })
    return ok(await renameSavedSearch(db, tenant, userId, id, label), { message: 'Search title updated' })
  })
  r.delete('/:id', async (c) => {
    const { tenant, userId } = who(c)
    await deleteSavedSearch(await getDb(), tenant, userId, pathId(c, 'id'))
    return ok(null, { message: 'Search deleted' })
  })
  return r
}

const TransactionsQuerySchema = v.object({
  limit: v.optional(positiveInt('limit', LISTING_LIMIT_MAX), '10'),
  page: v.optional(positiveInt('page'), '1'),
  sort_by: v.optional(choice('sort_by', Object.keys(TRANSACTION_SORTS) as TransactionSort[]), 'new'),
  /** Only the buyer's transactions of this listing: what its page shows (decision 043). */
  listing_id: v.optional(positiveInt('listing_id')),
})

/** The tenant's site for links in e-mails: where the request came from when it is the tenant's. */
const origin = (c: Context<AppEnv>) => siteOrigin(c.get('tenant'), c.req.header('origin'))

/**
 * /enquiry/schedule-viewing* (000 §7): book a viewing, list the transactions, read one with its
 * timeline, and the buyer's moves on it — cancel, accept, dispute (decision 035).
 */
export function viewingRoutes(getDb: () => Promise<Db>) {
  const r = signedInRoutes(getDb)
  const BodySchema = viewingBodySchema()

  r.post('/', async (c) => {
    const body = parseBody(c, BodySchema)
    const db = await getDb()
    const { card, created } = await scheduleViewing(db, c.get('tenant'), c.get('user'), body, origin(c))
    return ok(card, { message: 'Request sent' }, created ? 201 : 200)
  })
  r.get('/', async (c) => {
    const q = parseQuery(TransactionsQuerySchema, c.req.url)
    const { tenant, userId } = who(c)
    return ok(await listViewings(await getDb(), tenant, userId, q))
  })
  r.get('/:id', async (c) => {
    const { tenant, userId } = who(c)
    return ok(await readTransaction(await getDb(), tenant, userId, pathId(c, 'id')))
  })
  r.patch('/:id', async (c) => {
    parseBody(c, ViewingChangeSchema)
    const id = pathId(c, 'id')
    return ok(await cancelViewing(await getDb(), c.get('tenant'), c.get('user'), id, origin(c)), { message: 'Viewing canceled' })
  })
  r.post('/:id/accept', async (c) => {
    // Releasing the funds needs the typed confirmation (decision 043): no body is no confirmation.
    if (c.get('jsonBody') === undefined) throw fieldError(400, 'confirm', ACCEPT_CONFIRM_MESSAGE)
    const { note } = parseBody(c, AcceptBodySchema)
    const id = pathId(c, 'id')
    const data = await acceptTransaction(await getDb(), c.get('tenant'), c.get('user'), id, origin(c), note)
    return ok(data, { message: 'You have accepted the property. The funds can now be released to the seller.' })
  })
  r.post('/:id/dispute', async (c) => {
    const { reason } = parseBody(c, DisputeBodySchema)
    const id = pathId(c, 'id')
    const data = await disputeTransaction(await getDb(), c.get('tenant'), c.get('user'), id, origin(c), reason)
    return ok(data, { message: 'Dispute raised. Your funds stay held in escrow while we resolve it.' })
  })
  return r
}
