import type { Db } from '~/server/db/db'
import { deliver } from '~/server/email/deliver'
import { mandateFollowUpMail, receiptMail, teamFormMail, type SubmissionMailInput } from '~/server/email/templates/forms'
import type { Tenant } from '~/shared/tenant/tenant-schema'

/**
 * E-mails a stored submission — the team and a receipt to the sender, or for the mandate's
 * follow-up call the seller's next steps — and records how that went on the row. A failed mail
 * is logged and kept as `mail_status = 'failed'` for the operator; the submission stays (027).
 */
export async function mailSubmission(db: Db, tenant: Tenant, s: SubmissionMailInput) {
  const mails = s.form === 'sellers-mandate-email' ? [mandateFollowUpMail(tenant, s)] : [teamFormMail(tenant, s), receiptMail(tenant, s)]
  const failures = await deliver(mails, 'forms', s.form)
  await db.query('update form_submissions set mail_status = $2, mail_error = $3 where id = $1', [
    s.id,
    failures.length ? 'failed' : 'sent',
    failures.length ? failures.join('; ').slice(0, 1000) : null,
  ])
}
