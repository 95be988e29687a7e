import { lazyDialog } from '~/components/ui/lazy-dialog-link'
import type { TransactionDetail } from '~/shared/types/buyer-tools'
import { CancelViewing } from '../cancel-viewing'
import type { TransactionActionProps } from './action-dialog'
import { isClosed } from './money-status'
import { Panel } from './panel'

type Props = Omit<TransactionActionProps, 'onClose'>

// Each dialog is its own chunk, fetched when its button is pointed at, focused or clicked.
const AcceptButton = lazyDialog<Props>(() => import('./accept-dialog'))
const DisputeButton = lazyDialog<Props>(() => import('./dispute-dialog'))

/** accept and dispute, in the order a buyer reads them; their testids are `<action>-transaction`. */
const MOVES = [
  { action: 'accept', Button: AcceptButton, label: 'Accept the property', tone: 'bg-brand text-brand-ink hover:opacity-90', text: 'Checked the property and its papers? Accepting lets the escrow partner release the funds to the seller.' },
  { action: 'dispute', Button: DisputeButton, label: 'Raise a dispute', tone: 'border border-red-700 bg-white text-red-800 hover:bg-red-50', text: 'Something wrong with the property or its documents? Your funds stay held while we sort it out.' },
] as const

const button = 'inline-flex w-full items-center justify-center rounded-lg px-4 py-2.5 font-semibold md:w-auto'

/** What there is to do with nothing to press: nothing (closed, or the other side's turn), wait for a dispute, or act off the page. */
function idleText({ step, disputed }: TransactionDetail['schedule_viewing']) {
  if (isClosed(step)) return 'This transaction is closed: there is nothing more to do.'
  if (disputed) return 'Our team is looking into the problem you reported and will contact you by e-mail. Nothing is released in the meantime.'
  if (step === 'VIEWED') return 'Want to buy it? Tell the realtor or our team: the escrow steps start once the seller knows.'
  if (step === 'PAYMENT_REQUESTED') return 'Pay the amount shown into the escrow account on this page, with its reference, never to a person. This page shows when your payment has arrived.'
  return 'Nothing is needed from you right now. We e-mail you as soon as the next step is done.'
}

/**
 * What the buyer may do now — exactly the server's `buyer_actions` (decision 035: cancel before a
 * visit, accept once possession is theirs, dispute while the funds are held) — or why nothing.
 */
export function TransactionActions({ detail, titleId, onDone }: { detail: TransactionDetail; titleId: string; onDone: Props['onDone'] }) {
  const may = (action: TransactionDetail['buyer_actions'][number]) => detail.buyer_actions.includes(action)
  const none = detail.buyer_actions.length === 0
  return (
    <Panel title="What you can do now">
      <div className="mt-3 space-y-4">
        {MOVES.filter((m) => may(m.action)).map(({ action, Button, label, text, tone }) => (
          <div key={action} className="space-y-2">
            <p className="text-sm text-gray-700">{text}</p>
            <Button id={detail.id} detail={detail} onDone={onDone} data-testid={`${action}-transaction`} className={`${button} ${tone}`}>
              {label}
            </Button>
          </div>
        ))}
        {may('cancel') && <CancelViewing id={detail.id} describedBy={titleId} onCanceled={() => onDone()} />}
        {none && (
          <p className="text-sm text-gray-700">{idleText(detail.schedule_viewing)}</p>
        )}
      </div>
    </Panel>
  )
}
