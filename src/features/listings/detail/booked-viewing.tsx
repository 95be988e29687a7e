import { AppLink } from '~/components/ui/app-link'
import { href, paths } from '~/config/paths'
import { formatLagos } from '~/shared/format/lagos-time'
import type { TransactionCard } from '~/shared/types/buyer-tools'

const VIEWING_STEPS = new Set(['VIEWING_REQUESTED', 'VIEWING_CONFIRMED', 'VIEWING_RESCHEDULED'])

/**
 * What the signed-in buyer already has on this listing (decision 043): the inspection they booked,
 * with its day and time, or the purchase under way, and the link to follow it — in place of a
 * second 'Book an inspection'.
 */
export function BookedViewing({ transaction }: { transaction: TransactionCard }) {
  const { step, date, status } = transaction.schedule_viewing
  const link = href(paths.transaction.path, { id: transaction.id })
  const viewing = VIEWING_STEPS.has(step)
  return (
    <div data-testid="booked-viewing" className="mt-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-950">
      <p className="font-semibold">
        {viewing ? `You have an inspection booked on ${formatLagos(date)}` : 'You are buying this property'}
      </p>
      <p className="mt-1">
        {viewing
          ? status === 'CONFIRMED'
            ? 'The seller’s side has confirmed it.'
            : 'We will confirm it by e-mail.'
          : 'Every step of your purchase and where your money is are on your transaction.'}
      </p>
      <AppLink href={link} className="mt-2 inline-block font-semibold text-brand-dark underline">
        {viewing ? 'See your inspection' : 'Follow your transaction'}
      </AppLink>
    </div>
  )
}
