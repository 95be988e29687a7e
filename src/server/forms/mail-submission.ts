import type { Db } from '~/server/db/db'
import { queueMail } from '~/server/email/deliver'
import { mandateFollowUpMail, receiptMail, teamFormMail, type SubmissionMailInput } from '~/server/email/templates/forms'
import type { Tenant } from '~/shared/tenant/tenant-schema'

/**
 * Queues the e-mails of a stored submission — the team and a receipt to the sender, or for the
 * mandate's follow-up call the seller's next steps — with the row as their record: its
 * mail_status is 'queued' now, then 'sent' once the SMTP server took both, or 'failed' (with
 * mail_error) after the last retry, for the operator; the submission stays (027, 039).
 */
export async function mailSubmission(db: Db, tenant: Tenant, s: SubmissionMailInput) {
  const mails = s.form === 'sellers-mandate-email' ? [mandateFollowUpMail(tenant, s)] : [teamFormMail(tenant, s), receiptMail(tenant, s)]
  try {
    await queueMail(db, mails, { area: 'forms', what: s.form, record: { table: 'form_submissions', id: s.id } })
  } catch (err) {
    // Not even queued (the database failed between two statements): the row stays 'pending'.
    console.error(`[forms] ${s.form} e-mail failed:`, err)
  }
}
