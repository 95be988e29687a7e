import { useTenant } from '~/lib/tenant'
import type { ListingDto } from '~/shared/types/listing'

/** The verification link of 000 §2 and §7: tenantId, propertyId, packageType=DUE_DILIGENCE, place and title. */
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

/** Shown only when the tenant's enable_property_verification flag is on (000 §6). */
export function VerifyPromo({ listing }: { listing: ListingDto }) {
  const tenant = useTenant()
  if (!tenant.feature_flag.enable_property_verification) return null
  return (
    <section aria-labelledby="verify-heading" className="rounded-xl border border-brand/30 bg-brand-light p-5">
      <h2 id="verify-heading" className="font-semibold text-gray-900">
        Verify before you pay
      </h2>
      <p className="mt-1 text-sm text-gray-700">Order a due-diligence check of this property’s title and documents by our partner lawyers before any money moves.</p>
      <a href={verificationHref(tenant.external.verify, tenant.domain, listing)} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block font-semibold text-brand-dark underline">
        Verify this property<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </section>
  )
}
