import { useMoneyView } from '~/lib/use-money-view'
import { CURRENCY_SYMBOLS, type Currency } from '~/shared/format/currency'
import { formatNumber } from '~/shared/format/number'
import { fxRate } from '~/shared/trust/fx'

// Made on first use: building a date formatter costs a phone tens of milliseconds, and most pages
// that carry this module never convert a price.
let day: Intl.DateTimeFormat | undefined
const DAY = () => (day ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }))

/** '₦2,040 per £1 on 23 November 2026' for each foreign currency a conversion goes through. */
export function rateLine(currencies: Currency[], rates: Parameters<typeof fxRate>[0]): string {
  return [...new Set(currencies)]
    .map((c) => ({ c, rate: fxRate(rates, c) }))
    .filter((x) => x.rate !== null)
    .map(({ c, rate }) => `₦${formatNumber(rate!.ngn_per_unit)} per ${CURRENCY_SYMBOLS[c]}1 on ${DAY().format(new Date(`${rate!.as_of}T00:00:00Z`))}`)
    .join(', ')
}

/**
 * The dated rate behind converted prices (decision 042). `listingCurrency`: one listing's page,
 * where a price may be converted from its own currency; left out on a list, where the buyer's
 * currency is the one to name. Renders nothing while no price is converted.
 */
export function RateNote({ listingCurrency, className = '' }: { listingCurrency?: Currency; className?: string }) {
  const { currency, rates } = useMoneyView()
  if (currency === listingCurrency || (listingCurrency === undefined && currency === 'NGN')) return null
  const line = rateLine([currency, ...(listingCurrency ? [listingCurrency] : [])], rates)
  return (
    <p data-testid="rate-note" className={className}>
      Converted at the rate of {line}: a guide, not a quote.
    </p>
  )
}
