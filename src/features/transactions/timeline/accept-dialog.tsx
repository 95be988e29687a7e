import { TextAreaField } from '~/components/forms/form-fields'
import { AcceptBodySchema } from '~/shared/schemas/trust'
import { ActionDialog, useMoveForm, type TransactionActionProps } from './action-dialog'
import { acceptTransaction } from './transaction-api'

/**
 * 'Accept the property' (001 §4, step 5): a confirmation with an optional note for the team.
 * Accepting lets the escrow partner release the funds, so the dialog says so plainly. Fetched on demand.
 */
export default function AcceptDialog(props: TransactionActionProps) {
  const { form, dialog } = useMoveForm(AcceptBodySchema, { note: '' }, (body) => acceptTransaction(props.id, body), props, 'Property accepted')
  const intro = 'Accept only once the property has been handed over to you and it is what you agreed to buy.'
  return (
    <ActionDialog {...dialog} title="Accept the property" intro={intro} testId="accept-dialog" submit="Accept" pending="Accepting…">
      <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p className="font-semibold">What happens when you accept</p>
        <p className="mt-1">
          The escrow partner releases your funds to the seller, less fees and any agreed retained sums. After that you can no longer raise a dispute.
        </p>
      </div>
      <TextAreaField label="Note for our team (optional)" field={form.field('note')} error={form.error('note')} rows={3} />
    </ActionDialog>
  )
}
