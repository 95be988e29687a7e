import { formatMoney } from '~/shared/format/currency'
import type { ListingDto } from '~/shared/types/listing'
import type { RealtorDto } from '~/shared/types/realtor'

/** schema.org RealEstateListing with its Offer and Place, for a listing page. */
export function listingJsonLd(listing: ListingDto, url: string, image: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    description: listing.description,
    url,
    ...(image ? { image } : {}),
    datePosted: listing.published_at ?? listing.created_at,
    offers: {
      '@type': 'Offer',
      price: listing.asking_price,
      priceCurrency: listing.currency,
      availability: listing.is_sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      businessFunction: listing.category === 'For rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
    },
    contentLocation: {
      '@type': 'Place',
      name: listing.display_address,
      address: { '@type': 'PostalAddress', streetAddress: listing.display_address, addressRegion: listing.state, addressCountry: 'NG' },
    },
  }
}

/** schema.org RealEstateAgent, for a realtor's profile. */
export function realtorJsonLd(realtor: RealtorDto, url: string, image: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: `${realtor.first_name} ${realtor.last_name}`,
    description: realtor.description,
    url,
    ...(image ? { image } : {}),
    areaServed: (realtor.city_served || 'Lagos').split(',').map((c) => c.trim()).filter(Boolean),
  }
}

/** schema.org ItemList of RealEstateAgent, for the realtor directory: each with its profile's URL. */
export function realtorsJsonLd(realtors: readonly RealtorDto[], base: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: realtors.map((r, i) => {
      const url = `${base}/find-trusted-realtors/${r.id}/${r.username}`
      const { '@context': _, ...agent } = realtorJsonLd(r, url, r.image_url ? new URL(r.image_url, base).href : undefined)
      return { '@type': 'ListItem', position: i + 1, item: agent }
    }),
  }
}

/** '4-bedroom duplex in Lekki — ₦250,000,000' */
export const listingTitle = (listing: ListingDto) => `${listing.title} — ${formatMoney(listing.asking_price, listing.currency)}`
