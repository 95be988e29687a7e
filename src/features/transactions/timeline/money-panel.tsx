import type { TransactionDetail } from '~/shared/types/buyer-tools'
import { moneyStatus, type MoneyTone } from './money-status'

const TONES: Record<MoneyTone, string> = {
  none: 'border-gray-200 bg-gray-50 text-gray-900',
  requested: 'border-amber-300 bg-amber-50 text-amber-900',
  held: 'border-green-300 bg-green-50 text-green-900',
  disputed: 'border-red-300 bg-red-50 text-red-900',
  released: 'border-green-300 bg-green-50 text-green-900',
  returned: 'border-blue-300 bg-blue-50 text-blue-900',
}

/** Where the money is now, in one sentence a buyer abroad can trust; an open dispute shows its reason. */
export function MoneyPanel({ detail }: { detail: TransactionDetail }) {
  const { step, disputed } = detail.schedule_viewing
  const status = moneyStatus(step, disputed)
  const reason = disputed ? detail.timeline.findLast((e) => e.step === 'DISPUTE_RAISED')?.note : null
  return (
    <section aria-labelledby="money-status-title" data-testid="money-status" data-tone={status.tone} className={`rounded-xl border p-4 md:p-5 ${TONES[status.tone]}`}>
      <p className="text-xs font-semibold uppercase tracking-wide opacity-80">Where your money is</p>
      <h2 id="money-status-title" className="mt-1 text-lg font-bold md:text-xl">
        {status.title}
      </h2>
      <p className="mt-1 text-sm md:text-base">{status.text}</p>
      {reason && (
        <p className="mt-3 rounded-lg bg-white/70 px-3 py-2 text-sm">
          <span className="font-semibold">The problem you reported: </span>
          {reason}
        </p>
      )}
    </section>
  )
}
