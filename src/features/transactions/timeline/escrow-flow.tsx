import type { EscrowFlowItem } from '~/shared/transactions/escrow-steps'
import { isoOf, lagosDay } from './lagos-date'
import { PAUSED_BY_DISPUTE, WAITING_FOR } from './money-status'

const MARKER: Record<EscrowFlowItem['state'], string> = {
  done: 'border-green-700 bg-green-700 text-white',
  next: 'border-brand-dark bg-white text-brand-dark ring-4 ring-brand-light',
  upcoming: 'border-gray-300 bg-white text-gray-500',
}
const SAID: Record<EscrowFlowItem['state'], string> = { done: 'Done', next: 'Next', upcoming: 'Still to come' }

function Check() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 12l5 5 9-10" />
    </svg>
  )
}

function FlowStep({ item, number, last, disputed, closed }: { item: EscrowFlowItem; number: number; last: boolean; disputed: boolean; closed: boolean }) {
  const { state } = item
  return (
    <li data-step={item.step} data-state={state} aria-current={state === 'next' ? 'step' : undefined} className="relative flex gap-3 pb-5 last:pb-0">
      {!last && <span aria-hidden="true" className={`absolute left-[15px] top-8 h-[calc(100%-2rem)] w-0.5 ${state === 'done' ? 'bg-green-700' : 'bg-gray-200'}`} />}
      <span aria-hidden="true" className={`relative z-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${MARKER[state]}`}>
        {state === 'done' ? <Check /> : number}
      </span>
      <div className={`min-w-0 flex-1 pt-1 ${state === 'next' ? `-mt-1 rounded-lg border px-3 py-2 ${disputed ? 'border-red-300 bg-red-50' : 'border-brand bg-brand-light'}` : ''}`}>
        <p className={`font-semibold leading-snug ${state === 'upcoming' ? 'text-gray-500' : 'text-gray-900'}`}>
          <span className="sr-only">{closed && state === 'upcoming' ? 'Not reached' : SAID[state]}: </span>
          {item.label}
        </p>
        {state === 'done' && item.occurred_at && (
          <p className="text-sm text-green-800">
            Done on <time dateTime={isoOf(item.occurred_at)}>{lagosDay(item.occurred_at)}</time>
          </p>
        )}
        {state === 'next' && <p className={`mt-0.5 text-sm font-medium ${disputed ? 'text-red-900' : 'text-gray-800'}`}>{disputed ? PAUSED_BY_DISPUTE : WAITING_FOR[item.step as keyof typeof WAITING_FOR]}</p>}
      </div>
    </li>
  )
}

/**
 * The escrow flow of 001 §4 as a vertical stepper: each step done (with its day), the one the flow
 * waits for, or still to come. While a dispute is open the next step says the flow is paused; once
 * the transaction has ended, the steps it never reached say so.
 */
export function EscrowFlow({ flow, disputed, closed }: { flow: readonly EscrowFlowItem[]; disputed: boolean; closed: boolean }) {
  const unreached = closed && flow.some((f) => f.state === 'upcoming')
  return (
    <>
      <ol data-testid="escrow-flow" aria-label="Escrow steps" className="mt-4">
        {flow.map((item, i) => (
          <FlowStep key={item.step} item={item} number={i + 1} last={i === flow.length - 1} disputed={disputed} closed={closed} />
        ))}
      </ol>
      {unreached && <p className="mt-4 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">This transaction has ended: the steps in grey will not happen.</p>}
    </>
  )
}
