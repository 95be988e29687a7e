import type { Db } from '~/server/db/db'
import type { ConsoleAuditQuery, ConsoleAuditRow, ConsoleListing, ConsoleListingsQuery, ConsolePage } from '~/shared/console/queries'

export function paged<T extends { id: number }>(rows: T[], limit: number): ConsolePage<T> {
  const items = rows.slice(0, limit)
  return { items, next: rows.length > limit ? items[items.length - 1]!.id : null }
}

/**
 * Listings for staff, newest first, keyset-paged on the primary key (page 4,000 costs what page 1
 * does). q is an id, a property id (HVN-…) or a slug exactly, else a piece of the title or address.
 */
export async function findListings(db: Db, q: ConsoleListingsQuery): Promise<ConsolePage<ConsoleListing>> {
  const where: string[] = []
  const params: unknown[] = []
  const arg = (value: unknown) => `$${params.push(value)}`
  const text = q.q?.trim()
  if (text) {
    if (/^\d{1,12}$/.test(text)) where.push(`l.id = ${arg(Number(text))}`)
    else if (/^hvn-\d+$/i.test(text)) where.push(`l.property_id = ${arg(text.toUpperCase())}`)
    else {
      const like = arg(`%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`)
      where.push(`(l.slug = ${arg(text.toLowerCase())} or lower(l.title) like ${like} or l.display_address_key like ${like})`)
    }
  }
  if (q.availability) where.push(`l.availability = ${arg(q.availability)}`)
  if (q.category) where.push(`l.category = ${arg(q.category)}`)
  if (q.before !== undefined) where.push(`l.id < ${arg(q.before)}`)
  const rows = await db.query<ConsoleListing & { confirmed_available_at: Date | string }>(
    `select l.id::int as id, l.property_id, l.slug, l.title, l.category, l.availability, l.state,
            l.asking_price_ngn::float8 as asking_price_ngn, l.verification_tier, l.confirmed_available_at, l.published
     from listings l ${where.length ? `where ${where.join(' and ')}` : ''}
     order by l.id desc limit ${arg(q.limit + 1)}`,
    params,
  )
  return paged(rows.map((r) => ({ ...r, confirmed_available_at: new Date(r.confirmed_available_at).toISOString() })), q.limit)
}

/** One tenant's trail in ops_audit — the rows the CLI, the API and the console write — newest first. */
export async function findAudit(db: Db, tenant: string, q: ConsoleAuditQuery): Promise<ConsolePage<ConsoleAuditRow>> {
  const params: unknown[] = [tenant]
  const arg = (value: unknown) => `$${params.push(value)}`
  const where = ['tenant = $1']
  if (q.actor) where.push(`lower(actor) = ${arg(q.actor.toLowerCase())}`)
  if (q.action) where.push(`action = ${arg(q.action)}`)
  if (q.target_kind) where.push(`target_kind = ${arg(q.target_kind)}`)
  if (q.target_id) where.push(`target_id = ${arg(q.target_id)}`)
  // Days are Lagos days, as everywhere a person reads dates (decision 035).
  if (q.from) where.push(`at >= (${arg(q.from)}::date)::timestamp at time zone 'Africa/Lagos'`)
  if (q.to) where.push(`at < (${arg(q.to)}::date + 1)::timestamp at time zone 'Africa/Lagos'`)
  if (q.before !== undefined) where.push(`id < ${arg(q.before)}`)
  const rows = await db.query<ConsoleAuditRow & { at: Date | string }>(
    `select id::int as id, at, actor, claimed_actor, channel, action, target_kind, target_id, before, after
     from ops_audit where ${where.join(' and ')} order by id desc limit ${arg(q.limit + 1)}`,
    params,
  )
  return paged(rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })), q.limit)
}

/** The tenant's staff for the owner's list; never their secrets. */
export async function listStaff(db: Db, tenant: string) {
  return db.query<{ id: number; email: string; role: string; status: string }>(
    `select id::int as id, email, role,
            case when disabled_at is not null then 'disabled' when password_hash is null then 'invited' else 'active' end as status
     from staff where tenant_id = $1 order by id`,
    [tenant],
  )
}
