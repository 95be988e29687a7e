import type { Db } from '~/server/db/db'
import { LAGOS_OFFSET } from '~/shared/format/lagos-time'
import type { ReportsQuery } from '~/shared/schemas/ops'
import type { ReportReason } from '~/shared/schemas/trust'
import { audit, type OpsContext } from './ops-audit'

export interface ReportRow {
  id: number
  created_at: string
  listing_id: number
  property_id: string
  title: string
  reason: ReportReason
  details: string
  email: string | null
  mail_status: string
}

/** One tenant's reports of listings, oldest first, from a day on; the reading itself is audited (it shows reporters' addresses). */
export async function listReports(db: Db, ctx: OpsContext, tenant: string, q: ReportsQuery): Promise<ReportRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<Omit<ReportRow, 'created_at'> & { created_at: Date | string }>(
      `select r.id::int as id, r.created_at, r.listing_id, l.property_id, l.title, r.reason, r.details, r.email, r.mail_status
       from listing_reports r join listings l on l.id = r.listing_id
       where r.tenant = $1 and ($2::timestamptz is null or r.created_at >= $2) order by r.created_at, r.id`,
      [tenant, q.since ? `${q.since}T00:00:00${LAGOS_OFFSET}` : null],
    )
    await audit(tx, ctx, { action: 'list-reports', tenant, target_kind: 'reports', target_id: tenant, before: null, after: { since: q.since ?? null, count: rows.length } })
    return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }))
  })
}
