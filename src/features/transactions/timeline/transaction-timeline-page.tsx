import { useId } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { paths } from '~/config/paths'
import { SignInPrompt } from '~/features/auth/sign-in-prompt'
import type { ApiError } from '~/lib/api-client'
import { useSession } from '~/lib/session'
import type { TransactionDetail } from '~/shared/types/buyer-tools'
import { refreshTransactions } from '../transactions-api'
import { ViewingFacts } from '../viewing-facts'
import { EscrowFlow } from './escrow-flow'
import { EscrowNotice } from '~/components/trust/escrow-notice'
import { EscrowInstructionPanel } from './escrow-instruction-panel'
import { EventHistory } from './event-history'
import { MoneyPanel } from './money-panel'
import { isClosed } from './money-status'
import { Panel } from './panel'
import { useTransaction } from './transaction-api'
import { TransactionActions } from './transaction-actions'
import { TransactionHeader } from './transaction-header'

const panel = 'rounded-xl border border-gray-200 bg-white p-4 shadow-sm md:p-5'
const FLOW_INTRO = 'The escrow steps of our terms, in order. Your money goes to the seller only after you accept the property.'

function Loading() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p className="sr-only">Loading your transaction…</p>
      {['h-32', 'h-24', 'h-80'].map((h) => (
        <div key={h} aria-hidden="true" className={`${h} animate-pulse rounded-xl bg-gray-200`} />
      ))}
    </div>
  )
}

function NotFound() {
  return (
    <div className={`${panel} text-center`}>
      <h1 className="text-xl font-bold">Transaction not found</h1>
      <p className="mt-1 text-gray-600">It may belong to another account, or the link may be incomplete.</p>
      <AppLink href={paths.transactions.path} className="mt-4 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:opacity-90">
        See your transactions
      </AppLink>
    </div>
  )
}

/** The money first, then what the buyer may do, the escrow flow and the whole history. */
function Timeline({ detail, onDone }: { detail: TransactionDetail; onDone: (fresh?: TransactionDetail) => Promise<unknown> }) {
  const titleId = useId()
  return (
    <div className="space-y-6">
      <TransactionHeader detail={detail} titleId={titleId} />
      <EscrowNotice advice="Pay only into the escrow account shown for this transaction, never to a person." className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6 lg:col-start-1">
          <MoneyPanel detail={detail} />
          <EscrowInstructionPanel detail={detail} />
        </div>
        <aside aria-label="Your part" className="space-y-6 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start">
          <TransactionActions detail={detail} titleId={titleId} onDone={onDone} />
          <Panel title="Your viewing">
            <ViewingFacts viewing={detail.schedule_viewing} className="mt-2 text-sm" />
          </Panel>
        </aside>
        <Panel title="How your money moves" intro={FLOW_INTRO} className="lg:col-start-1">
          <EscrowFlow flow={detail.escrow_flow} disputed={detail.schedule_viewing.disputed} closed={isClosed(detail.schedule_viewing.step)} />
        </Panel>
        <div className="lg:col-start-1">
          <EventHistory events={detail.timeline} />
        </div>
      </div>
    </div>
  )
}

function SignedInTimeline({ id }: { id: string }) {
  const { data, error, mutate } = useTransaction(id)
  if (data) {
    const onDone = async (fresh?: TransactionDetail) => {
      // The answer of a move is the new detail: shown at once, then read again with the list.
      await (fresh ? mutate(fresh) : mutate())
      await refreshTransactions()
    }
    return <Timeline detail={data} onDone={onDone} />
  }
  if (!error) return <Loading />
  if ((error as ApiError).statusCode === 404) return <NotFound />
  return (
    <p role="alert" className={`${panel} text-red-800`}>
      {error.message}
    </p>
  )
}

/**
 * /transactions/:id (decision 035): one transaction — its listing, where the money is, the escrow
 * flow of 001 §4 step by step, the full history, and the buyer's own moves. Signed in only.
 */
export function TransactionTimelinePage({ id }: { id: string }) {
  const current = useSession()
  const valid = /^\d+$/.test(id)
  return (
    <div data-testid="transaction-timeline" className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <AppLink href={paths.transactions.path} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-dark hover:underline">
        <span aria-hidden="true">←</span> All transactions
      </AppLink>
      {!current ? (
        <>
          <h1 className="text-2xl font-bold md:text-3xl">Your transaction</h1>
          <SignInPrompt className="mt-6" title="Sign in to follow this transaction" text="Where your money is and every step of your purchase appear here once you are signed in." />
        </>
      ) : valid ? (
        <SignedInTimeline id={id} />
      ) : (
        <NotFound />
      )}
    </div>
  )
}
