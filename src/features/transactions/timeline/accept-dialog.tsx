import { TextAreaField, TextField } from '~/components/forms/form-fields'
import { useTenant } from '~/lib/tenant'
import { formatMoney } from '~/shared/format/currency'
import { tenantPropertyId } from '~/shared/tenant/property-id'
import { ACCEPT_WORD, AcceptBodySchema } from '~/shared/schemas/trust'
import { ActionDialog, useMoveForm, type TransactionActionProps } from './action-dialog'
import { acceptTransaction } from './transaction-api'

/**
 * 'Accept the property' (001 §4, step 5). Accepting lets the escrow partner release the funds, so
 * the dialog names the property and the amount, says what happens next, and sends nothing until
 * the buyer types ACCEPT — the server refuses a release without it (decision 043). Fetched on demand.
 */
export default function AcceptDialog(props: TransactionActionProps) {
  const { detail } = props
  const tenant = useTenant()
  const { form, dialog } = useMoveForm(AcceptBodySchema, { confirm: '', note: '' }, (body) => acceptTransaction(props.id, body), props, 'Property accepted')
  const held = detail.escrow_instruction
  const amount = held ? formatMoney(held.amount, held.currency) : formatMoney(detail.asking_price, detail.currency)
  const intro = 'Accept only once the property has been handed over to you and it is what you agreed to buy.'
  return (
    <ActionDialog {...dialog} title="Accept the property" intro={intro} testId="accept-dialog" submit="Accept and release the funds" pending="Accepting…">
      <dl className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 text-sm">
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-gray-600">Property</dt>
          <dd className="font-semibold text-gray-900">
            {detail.title} <span className="font-normal text-gray-600">({tenantPropertyId(detail.property_id, tenant)})</span>
          </dd>
        </div>
        <div className="mt-1 flex flex-wrap justify-between gap-x-3">
          <dt className="text-gray-600">{held ? `Held in escrow by ${held.partner}` : 'Price'}</dt>
          <dd className="font-semibold text-gray-900">{amount}</dd>
        </div>
      </dl>
      <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p className="font-semibold">What happens when you accept</p>
        <ol className="mt-1 list-decimal space-y-1 pl-5">
          <li>We tell the escrow partner you have accepted the property.</li>
          <li>The escrow partner releases {amount} to the seller, less fees and any agreed retained sums.</li>
          <li>After that you can no longer raise a dispute. We e-mail you when the funds have been released.</li>
        </ol>
      </div>
      <TextField
        label={`Type ${ACCEPT_WORD} to confirm`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        field={form.field('confirm')}
        error={form.error('confirm')}
      />
      <TextAreaField label="Note for our team (optional)" field={form.field('note')} error={form.error('note')} rows={2} />
    </ActionDialog>
  )
}
