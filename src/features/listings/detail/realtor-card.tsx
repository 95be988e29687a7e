import { AppLink } from '~/components/ui/app-link'
import { RealtorAvatar } from '~/features/realtors/components/realtor-avatar'
import { RealtorContact } from '~/features/realtors/components/realtor-contact'
import { realtorHref, realtorName } from '~/features/realtors/components/realtor-links'
import { useTenant } from '~/lib/tenant'
import { tenantPropertyId } from '~/shared/tenant/property-id'
import type { ListingDto } from '~/shared/types/listing'

/** The message a buyer sends on WhatsApp about a listing (000 §7 'prefilled message'). */
export function listingMessage(listingTitle: string, url: string): string {
  return `Hello, I found "${listingTitle}" on ${url ? new URL(url).host : 'your listings'} and would like to know more: ${url}`
}

/** The realtor managing the listing, with the contact gating of 000 §4 and a link to their profile. */
export function RealtorCard({ listing }: { listing: ListingDto }) {
  const tenant = useTenant()
  const realtor = listing.managed_by
  if (!realtor) return null
  const url = typeof window === 'undefined' ? '' : window.location.href
  return (
    <section aria-labelledby="realtor-heading" className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="realtor-heading" className="text-sm font-semibold uppercase tracking-wide text-gray-600">
        Listed by a trusted realtor
      </h2>
      <div className="mb-4 mt-3 flex items-center gap-3">
        <RealtorAvatar realtor={realtor} size={48} />
        <div>
          <p className="font-semibold text-gray-900">{realtorName(realtor)}</p>
          <AppLink href={realtorHref(realtor)} className="text-sm font-medium text-brand-dark hover:underline">
            View profile
          </AppLink>
        </div>
      </div>
      <RealtorContact realtor={realtor} message={listingMessage(listing.title, url)} subject={`Enquiry: ${listing.title} (${tenantPropertyId(listing.property_id, tenant)})`} />
    </section>
  )
}
