import type { MenuLinkItem } from '~/components/ui/dropdown-menu'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'

/** The default browse filter (000 §9): Lagos, completed properties. */
export const BUY_PROPERTY_HREF = '/listings?state=Lagos&property_status=Completed'

/** The partner realtor network's sign-up page (001 §2 'Join Realtor Network'). */
export const JOIN_REALTOR_NETWORK_HREF = '/join-realtor-network'

/** The marketplace home (decision 029): Buy Property leads here. */
export const MARKETPLACE_HREF = '/marketplace'

/** A top-level header entry: a link, or a group shown as a dropdown (desktop) or a section (drawer). */
export type NavEntry = ({ kind: 'link' } & MenuLinkItem) | { kind: 'group'; label: string; items: MenuLinkItem[] }

/** The header navigation of 001 §2, for one tenant. */
export function navEntries(tenant: PublicTenant): NavEntry[] {
  const entries: NavEntry[] = [{ kind: 'link', label: 'Buy Property', href: MARKETPLACE_HREF }]
  if (tenant.feature_flag.enable_property_verification) {
    entries.push({
      kind: 'group',
      label: 'Verify Property',
      items: [
        { label: 'Property Verification', href: tenant.external.verify, external: true },
        { label: 'Home Inspection', href: '/home-inspection' },
      ],
    })
  }
  entries.push(
    {
      kind: 'group',
      label: 'Partners',
      items: [
        { label: 'Direct2Seller', href: '/direct2seller' },
        { label: 'Referral Program', href: '/referral-program' },
        // Where a realtor looks for a way in (issue 23): the page had no link on any page.
        { label: 'Join Realtor Network', href: JOIN_REALTOR_NETWORK_HREF },
      ],
    },
    {
      kind: 'group',
      label: 'Resources',
      items: [
        { label: 'Property University', href: tenant.external.blog, external: true },
        { label: 'Media', href: '/media' },
      ],
    },
    { kind: 'link', label: 'Find Trusted Realtors', href: '/find-trusted-realtors' },
  )
  return entries
}
