import { formatMoney } from '~/shared/format/currency'
import type { TransactionDetail } from '~/shared/types/buyer-tools'
import { isoOf, lagosDateTime } from './lagos-date'

/**
 * What the escrow partner asked the buyer to pay, where and by when (decision 043), as the operator
 * recorded it with the PAYMENT_REQUESTED step; the e-mail of that step carries the same facts.
 * While payment is awaited it is the page's call to action; afterwards, the record of where it went.
 */
export function EscrowInstructionPanel({ detail }: { detail: TransactionDetail }) {
  const i = detail.escrow_instruction
  if (!i) return null
  const awaited = detail.schedule_viewing.step === 'PAYMENT_REQUESTED' && !detail.schedule_viewing.disputed
  const rows: [string, string][] = [
    ['Escrow partner', i.partner],
    ['Account name', i.account_name],
    ['Account number', i.account_number],
    ['Bank', i.bank],
    ['Payment reference', i.reference],
  ]
  return (
    <section aria-labelledby="escrow-instruction-title" data-testid="escrow-instruction" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm md:p-5">
      <h2 id="escrow-instruction-title" className="text-lg font-bold">
        {awaited ? 'How to pay into escrow' : 'The escrow account for this transaction'}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {awaited
          ? `Transfer the amount below to ${i.partner}, quoting the reference, before the deadline. Only these details are genuine: if anyone sends you others, do not pay.`
          : `Your payment for this transaction goes to ${i.partner}, never to a person.`}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">Amount</dt>
          <dd className="text-2xl font-bold text-gray-900">{formatMoney(i.amount, i.currency)}</dd>
        </div>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</dt>
            <dd className={`break-words font-medium text-gray-900 ${label === 'Account number' || label === 'Payment reference' ? 'font-mono text-lg tracking-wide' : ''}`}>{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">Pay by</dt>
          <dd className="font-medium text-gray-900">
            <time dateTime={isoOf(i.deadline)}>{lagosDateTime(i.deadline)}</time> (Lagos time)
          </dd>
        </div>
      </dl>
    </section>
  )
}
