import type { Db } from '~/server/db/db'
import type { InboxSubmission } from '~/shared/console/inboxes'
import type { ConsolePage } from '~/shared/console/queries'
import { paged } from '../console-queries'

/** One form's submissions on one tenant, newest first, keyset-paged on the primary key. */
export async function findSubmissions(db: Db, tenant: string, q: { form: string; before?: number; limit: number }): Promise<ConsolePage<InboxSubmission>> {
  const rows = await db.query<InboxSubmission & { created_at: Date | string }>(
    `select id::int as id, created_at, form, email, payload from form_submissions
     where tenant = $1 and form = $2 and ($3::bigint is null or id < $3) order by id desc limit $4`,
    [tenant, q.form, q.before ?? null, q.limit + 1],
  )
  return paged(rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })), q.limit)
}
