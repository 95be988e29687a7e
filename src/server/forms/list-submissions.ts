import * as v from 'valibot'
import type { Db } from '~/server/db/db'
import { LAGOS_OFFSET } from '~/shared/format/lagos-time'
import { FORM_NAMES } from '~/shared/schemas/marketing-forms'
import type { FormPayload } from './form-specs'

/** A real calendar day written YYYY-MM-DD (2024-02-30 is refused). */
export const isCalendarDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)

/** What `npm run submissions` asks for; checked again where it runs (it may come over the operator hand-off). */
export const SubmissionsQuerySchema = v.object({
  /** The tenant's domain. */
  tenant: v.pipe(v.string('tenant must be a domain'), v.nonEmpty('tenant must be a domain')),
  form: v.optional(v.picklist(FORM_NAMES, `form must be one of ${FORM_NAMES.join(', ')}`)),
  /** From midnight of this day in Lagos. */
  since: v.optional(v.pipe(v.string(), v.check(isCalendarDay, 'since must be a date written YYYY-MM-DD'))),
  format: v.picklist(['csv', 'json'], 'format must be csv or json'),
})
export type SubmissionsQuery = v.InferOutput<typeof SubmissionsQuerySchema>

export interface SubmissionRow {
  id: number
  created_at: string
  form: string
  email: string
  mail_status: string
  payload: FormPayload
}

/** One tenant's submissions, oldest first, optionally of one form and from one day on. */
export async function listSubmissions(db: Db, q: Pick<SubmissionsQuery, 'tenant' | 'form' | 'since'>): Promise<SubmissionRow[]> {
  const rows = await db.query<Omit<SubmissionRow, 'created_at'> & { created_at: Date | string }>(
    `select id::int as id, created_at, form, email, mail_status, payload from form_submissions
     where tenant = $1 and ($2::text is null or form = $2) and ($3::timestamptz is null or created_at >= $3)
     order by created_at, id`,
    [q.tenant, q.form ?? null, q.since ? `${q.since}T00:00:00${LAGOS_OFFSET}` : null],
  )
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }))
}
