import type { MenuItem } from '~/components/ui/dropdown-menu'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'

/**
 * 'Verify Property' names its provider when a partner runs the marketplace under its own brand,
 * so a buyer knows the check is done by the marketplace, not by the agency (decision 022).
 */
export function verifyPropertyLabel(tenant: PublicTenant): string {
  return tenant.domain === tenant.marketplace_domain ? 'Verify Property' : `Verify Property (by ${tenant.marketplace_domain})`
}

/** The verification site, told which tenant sent the visitor. */
export function verifyPropertyHref(tenant: PublicTenant): string {
  const url = new URL(tenant.external.verify)
  url.searchParams.set('tenantId', tenant.domain)
  return url.href
}

const counted = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`)

/** The top bar's counts for a signed-in person (000 §2); without a number until they load. */
export function countItems(favourites: number | undefined, searches: number | undefined): MenuItem[] {
  return [
    { label: counted('Favourite properties', favourites), href: '/favorites' },
    { label: counted('Saved searches', searches), href: '/saved' },
  ]
}

/** The user menu of 000 §2, in order; Verify Property only when the tenant flag is on. */
export function accountItems(tenant: PublicTenant, signOut: () => void): MenuItem[] {
  const items: MenuItem[] = []
  if (tenant.feature_flag.enable_property_verification) {
    items.push({ label: verifyPropertyLabel(tenant), href: verifyPropertyHref(tenant), external: true })
  }
  items.push(
    { label: 'Refer & Earn', href: '/referrals' },
    { label: 'Account Settings', href: '/settings' },
    { label: 'Transactions', href: '/transactions' },
    { label: 'Logout', onSelect: signOut },
  )
  return items
}
