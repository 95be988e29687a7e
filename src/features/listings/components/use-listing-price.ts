import { useMoneyView } from '~/lib/use-money-view'
import { formatMoney } from '~/shared/format/currency'
import { listedPrice, pricePeriod } from '~/shared/format/listing-price'
import { listingPriceIn } from '~/shared/trust/fx'
import type { ListingDto } from '~/shared/types/listing'

/**
 * A listing's price as the buyer asked to see it (decision 042): in their chosen currency at the
 * tenant's dated rate ('≈ £26,225'), with the price as listed beside it when it was converted.
 */
export function useListingPrice(listing: Pick<ListingDto, 'asking_price' | 'currency' | 'category'>) {
  const { currency, rates } = useMoneyView()
  const shown = listingPriceIn(listing, currency, rates)
  const amount = `${formatMoney(shown.amount, currency)}${pricePeriod(listing.category)}`
  return {
    text: shown.converted ? `≈ ${amount}` : amount,
    listed: shown.converted ? `Listed at ${listedPrice(listing)}` : null,
  }
}
