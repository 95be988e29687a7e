import type { Db } from '~/server/db/db'
import { enqueueMails } from '~/server/email/queue/mail-queue'
import { kickMailQueue } from '~/server/email/queue/kick-mail-queue'
import { reportOutcomeMail } from '~/server/email/templates/report'
import { HttpError } from '~/server/http/envelope'
import { audit, type OpsContext } from '~/server/ops/ops-audit'
import type { InboxReport, ReportsInboxQuery } from '~/shared/console/inboxes'
import type { ConsolePage } from '~/shared/console/queries'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { paged } from '../console-queries'

/**
 * A tenant's listing reports by status, newest first, keyset-paged. The reporter's address is
 * not sent to the page (only whether there is one): the console tells them through the queue.
 */
export async function findReports(db: Db, tenant: string, q: ReportsInboxQuery): Promise<ConsolePage<InboxReport>> {
  const rows = await db.query<InboxReport & { created_at: Date | string }>(
    `select r.id::int as id, r.created_at, r.listing_id, l.property_id, l.title, l.slug, r.reason, r.details,
            r.email is not null as has_email, r.status, r.resolution_note, r.resolved_by
     from listing_reports r join listings l on l.id = r.listing_id
     where r.tenant = $1 and r.status = $2 and ($3::bigint is null or r.id < $3)
     order by r.id desc limit $4`,
    [tenant, q.status, q.before ?? null, q.limit + 1],
  )
  return paged(rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })), q.limit)
}

/**
 * New → handled or dismissed, once: the update is the claim (two staff at once: one wins, the
 * other 409). Audited with the note; the reporter — the address stored with the report, never
 * one from the request — is told the outcome through the mail queue, in the same transaction.
 */
export async function resolveReport(db: Db, ctx: OpsContext, tenant: Tenant, id: number, body: { status: 'handled' | 'dismissed'; note: string }) {
  const answer = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; email: string | null; title: string; property_id: string }>(
      `update listing_reports r set status = $3, resolution_note = $4, resolved_by = $5, resolved_at = now()
       from listings l where l.id = r.listing_id and r.id = $1 and r.tenant = $2 and r.status = 'new'
       returning r.id::int as id, r.email, l.title, l.property_id`,
      [id, tenant.domain, body.status, body.note, ctx.actor],
    )
    if (!row) {
      const [exists] = await tx.query('select status from listing_reports where id = $1 and tenant = $2', [id, tenant.domain])
      throw exists ? new HttpError(409, 'This report was already closed', { field: 'status' }) : new HttpError(404, 'Report not found')
    }
    const audit_id = await audit(tx, ctx, { action: `report-${body.status}`, tenant: tenant.domain, target_kind: 'reports', target_id: id, before: { status: 'new' }, after: { status: body.status, note: body.note } })
    if (row.email) await enqueueMails(tx, [reportOutcomeMail(tenant, { email: row.email, title: row.title, property_id: row.property_id, outcome: body.status })], { area: 'console', what: 'report outcome' })
    return { id, status: body.status, audit_id, reporter_told: row.email !== null }
  })
  // Sent once the row is committed, so the queue's run sees it.
  if (answer.reporter_told) void kickMailQueue()
  return answer
}
