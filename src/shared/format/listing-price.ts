import type { Category } from '~/shared/schemas/catalogue-enums'
import { formatMoney } from './currency'

/**
 * Rents are quoted by the year (decision 042): Lagos landlords ask a year, often two, up front,
 * and the catalogue has no other period. Every rent on screen or in a message says so.
 */
export const RENT_PERIOD = 'a year'

/** ' a year' after a rent, nothing after a sale price. */
export const pricePeriod = (category: Category | string) => (category === 'For rent' ? ` ${RENT_PERIOD}` : '')

/** '₦53,500,000' for a sale, '₦2,250,000 a year' for a rent: the listing's own price and currency. */
export function listedPrice(listing: { asking_price: number; currency: string; category: Category | string }): string {
  return `${formatMoney(listing.asking_price, listing.currency)}${pricePeriod(listing.category)}`
}
