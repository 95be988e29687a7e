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
