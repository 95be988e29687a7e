import { AreaShortcuts } from '~/components/marketing/area-shortcuts'
import { BannerCarousel } from './banner-carousel'
import { DeveloperLogos } from './developer-logos'
import { ExclusiveListings } from './exclusive-listings'
import { FeaturedProperties } from './featured-properties'
import { GuideOffer } from './guide-offer'
import { HeroSearch } from './hero-search'

/** The marketplace home (001 §2, decision 029): search first, then what is worth seeing. */
export function MarketplaceHome() {
  return (
    <>
      <HeroSearch />
      <BannerCarousel />
      <FeaturedProperties />
      <ExclusiveListings />
      <AreaShortcuts className="bg-white" />
      <GuideOffer />
      <DeveloperLogos />
    </>
  )
}
