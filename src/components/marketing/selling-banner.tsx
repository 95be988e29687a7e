import { AppLink } from '~/components/ui/app-link'
import { Banner } from './banner'
import { CTA } from './cta'

/** 'Selling a property?': the way from the buyers' pages to the seller's mandate (/sellers-mandate). */
export function SellingBanner() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16">
      <Banner title="Selling a property?" text="Give us a mandate to sell it. We market it to buyers and partner realtors, and the buyer’s money is held in escrow until the sale is done." className="bg-brand-light text-gray-900">
        <AppLink href="/sellers-mandate" className={`${CTA} bg-gray-900 text-white`}>
          Start a seller’s mandate
        </AppLink>
      </Banner>
    </div>
  )
}
