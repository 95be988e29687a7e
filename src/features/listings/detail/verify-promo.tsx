import type { ListingDto } from '~/shared/types/listing'

/**
 * The verification link of 000 §2 and §7: tenantId, propertyId, packageType=DUE_DILIGENCE, place
 * and title. The listing page offers it on the checklist's title search until one has passed
 * (verification-checklist.tsx), where the tenant's enable_property_verification flag is on.
 */
export function verificationHref(verifyBase: string, tenantId: string, l: ListingDto): string {
  const url = new URL(verifyBase)
  const params: Record<string, string> = {
    tenantId,
    propertyId: String(l.id),
    packageType: 'DUE_DILIGENCE',
    state: l.state,
    city: l.neighborhood.area,
    address: l.address,
    title_number: l.title_number ?? '',
  }
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.href
}
