import type { ListingDto } from '~/shared/types/listing'
import { useListingPrice } from './use-listing-price'

/**
 * A card's price in the buyer's chosen currency with the listed price under it (decision 042);
 * its own chunk, fetched only once a buyer has chosen a currency other than a listing's own.
 */
export default function ConvertedPrice({ listing }: { listing: Pick<ListingDto, 'asking_price' | 'currency' | 'category'> }) {
  const price = useListingPrice(listing)
  return (
    <div>
      <p className="text-lg font-bold text-brand-dark">{price.text}</p>
      {price.listed && <p className="text-xs text-gray-600">{price.listed}</p>}
    </div>
  )
}
