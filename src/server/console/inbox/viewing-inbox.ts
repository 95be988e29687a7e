import type { Db } from '~/server/db/db'
import { advanceTransaction } from '~/server/ops/transaction-ops'
import type { OpsContext } from '~/server/ops/ops-audit'
import type { InboxViewing, ViewingAction } from '~/shared/console/inboxes'
import type { ConsolePage } from '~/shared/console/queries'
import { lagosInstant } from '~/shared/schemas/viewing'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { paged } from '../console-queries'

/** Steps still waiting for the team before a visit: what the inbox shows unless asked for all. */
const OPEN_STEPS = ['VIEWING_REQUESTED', 'VIEWING_RESCHEDULED', 'VIEWING_CONFIRMED']

/** A tenant's viewing requests, newest first, keyset-paged; 'open' keeps those before the visit. */
export async function findViewings(db: Db, tenant: string, q: { show: 'open' | 'all'; before?: number; limit: number }): Promise<ConsolePage<InboxViewing>> {
  const rows = await db.query<InboxViewing & { created_at: Date | string; scheduled_at: Date | string }>(
    `select v.id::int as id, v.created_at, v.scheduled_at, v.step, v.status, v.disputed, v.listing_id::int as listing_id, l.title,
            v.first_name, v.last_name, v.email, v.phone_number, v.inspection_type, v.viewing_type
     from viewings v join listings l on l.id = v.listing_id
     where v.tenant = $1 and ($2::boolean or v.step = any($3::text[])) and ($4::bigint is null or v.id < $4)
     order by v.id desc limit $5`,
    [tenant, q.show === 'all', OPEN_STEPS, q.before ?? null, q.limit + 1],
  )
  return paged(rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString(), scheduled_at: new Date(r.scheduled_at).toISOString() })), q.limit)
}

const STEP = { confirm: 'VIEWING_CONFIRMED', reschedule: 'VIEWING_RESCHEDULED', cancel: 'CANCELED' } as const
const lagosWords = new Intl.DateTimeFormat('en-NG', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Africa/Lagos' })

/**
 * Confirm, reschedule or cancel: the step the CLI and the operator API record (advanceTransaction:
 * the machine's check, the event, the audit row, the buyer's e-mail). A reschedule names the new
 * time in the note the buyer reads and moves the booking's time in the step's own transaction: both
 * are stored, or neither, before the buyer is mailed.
 */
export async function actOnViewing(db: Db, ctx: OpsContext, tenant: Tenant, id: number, body: ViewingAction) {
  const at = body.action === 'reschedule' ? lagosInstant(body.date)! : null
  const note = at ? [`New time: ${lagosWords.format(at)}.`, body.note].filter(Boolean).join(' ') : (body.note ?? undefined)
  const move = at ? (tx: Db) => tx.query('update viewings set scheduled_at = $3, updated_at = now() where id = $1 and tenant = $2', [id, tenant.domain, at]) : undefined
  return advanceTransaction(db, ctx, tenant, id, { actor: ctx.actor, step: STEP[body.action], note }, move)
}
