import { TextAreaField } from '~/components/forms/form-fields'
import { DISPUTE_REASON_MIN, DisputeBodySchema } from '~/shared/schemas/trust'
import { ActionDialog, useMoveForm, type TransactionActionProps } from './action-dialog'
import { disputeTransaction } from './transaction-api'

const INTRO = 'Tell us what is wrong. Your funds stay held in escrow, and nothing is released to the seller, until the dispute is resolved.'

/**
 * 'Raise a dispute' (001 §4: issues reported during documentation, due diligence or inspection keep
 * the funds held). The reason is checked by the schema the server uses. Fetched on demand.
 */
export default function DisputeDialog(props: TransactionActionProps) {
  const { form, dialog } = useMoveForm(DisputeBodySchema, { reason: '' }, (body) => disputeTransaction(props.id, body), props, 'Dispute raised')
  return (
    <ActionDialog {...dialog} title="Raise a dispute" intro={INTRO} testId="dispute-dialog" submit="Raise dispute" pending="Sending…">
      <TextAreaField label={`What is wrong? (at least ${DISPUTE_REASON_MIN} characters)`} field={form.field('reason')} error={form.error('reason')} rows={5} />
      <p className="text-sm text-gray-600">Our team reads every dispute and contacts you by e-mail. Keep any photos or documents that show the problem.</p>
    </ActionDialog>
  )
}
