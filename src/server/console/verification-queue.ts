import type { Db } from '~/server/db/db'
import { CHECK_DUE_AFTER_DAYS, type QueueListing, type VerificationQueueQuery } from '~/shared/console/verification'
import type { ConsolePage } from '~/shared/console/queries'
import { lagosToday } from '~/shared/schemas/ops'
import { tenantPropertyId } from '~/shared/tenant/property-id'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { VERIFICATION_STEPS, type VerificationOutcome, type VerificationStep } from '~/shared/trust/verification'

/** The day before which a check's latest record is due again (Lagos days, as every date staff read). */
export function dueBefore(now = Date.now()) {
  const d = new Date(`${lagosToday(now)}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - CHECK_DUE_AFTER_DAYS)
  return d.toISOString().slice(0, 10)
}

/**
 * Listings on sale or to let whose checks are missing, failed or due (decision 049): each check's
 * latest record, as the tier counts them (decision 035). Newest first, keyset-paged on the id.
 * With `step`, only listings where that check is missing, failed or due.
 */
export async function verificationQueue(db: Db, tenant: Tenant, q: VerificationQueueQuery): Promise<ConsolePage<QueueListing>> {
  const cutoff = dueBefore()
  const params: unknown[] = [cutoff]
  const arg = (value: unknown) => `$${params.push(value)}`
  const stepFilter = q.step ? `and s.step = ${arg(q.step)}` : ''
  const needed = q.step ? 1 : VERIFICATION_STEPS.length
  const before = q.before !== undefined ? `and l.id < ${arg(q.before)}` : ''
  const rows = await db.query<{ id: number; property_id: string; slug: string; title: string; state: string; verification_tier: number; checks: { step: VerificationStep; outcome: VerificationOutcome; done_on: string }[] | null }>(
    `select l.id::int as id, l.property_id, l.slug, l.title, l.state, l.verification_tier, c.checks
     from listings l
     cross join lateral (
       select jsonb_agg(jsonb_build_object('step', x.step, 'outcome', x.outcome, 'done_on', x.done_on::text)) as checks,
              count(*) filter (where x.outcome = 'passed' and x.done_on >= $1::date) as sound
       from (select distinct on (s.step) s.step, s.outcome, s.done_on from listing_verification_steps s
             where s.listing_id = l.id ${stepFilter} order by s.step, s.done_on desc, s.id desc) x
     ) c
     where l.availability = 'available' and c.sound < ${needed} ${before}
     order by l.id desc limit ${arg(q.limit + 1)}`,
    params,
  )
  const items = rows.slice(0, q.limit)
  const counts = await db.query<{ listing_id: number; step: VerificationStep; n: number }>(
    `select listing_id, step, count(*)::int as n from verification_documents
     where tenant_id = $1 and listing_id = any($2::int[]) and attached_at is not null group by listing_id, step`,
    [tenant.domain, items.map((r) => r.id)],
  )
  return {
    items: items.map((r) => ({
      id: r.id,
      property_id: tenantPropertyId(r.property_id, tenant),
      slug: r.slug,
      title: r.title,
      state: r.state,
      verification_tier: r.verification_tier,
      checks: VERIFICATION_STEPS.map((step) => {
        const latest = r.checks?.find((c) => c.step === step)
        const status = latest?.outcome ?? 'not_done'
        return {
          step,
          status,
          done_on: latest?.done_on ?? null,
          due: status !== 'passed' || latest!.done_on < cutoff,
          documents: counts.find((n) => n.listing_id === r.id && n.step === step)?.n ?? 0,
        }
      }),
    })),
    next: rows.length > q.limit ? items[items.length - 1]!.id : null,
  }
}
