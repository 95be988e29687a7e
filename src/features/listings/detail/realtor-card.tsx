import { useSession } from '~/lib/session'
import type { ListingDto } from '~/shared/types/listing'
import { useSignInGate } from '../components/sign-in-gate'

const action = 'flex items-center justify-center gap-2 rounded-lg border border-gray-300 px-3 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50'

/** wa.me with a prefilled message naming the listing (000 §7). */
export function whatsappHref(phone: string, listingTitle: string, url: string): string {
  const text = `Hello, I found "${listingTitle}" on ${new URL(url).host} and would like to know more: ${url}`
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

/**
 * The realtor managing the listing. Call, WhatsApp and mail show only when signed in; a visitor's
 * Contact Realtor opens 'Let’s Connect You' (000 §4).
 */
export function RealtorCard({ listing }: { listing: ListingDto }) {
  const current = useSession()
  const { notice, ask } = useSignInGate()
  const realtor = listing.managed_by
  if (!realtor) return null
  const name = `${realtor.first_name} ${realtor.last_name}`
  const url = typeof window === 'undefined' ? '' : window.location.href
  return (
    <section aria-labelledby="realtor-heading" className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="realtor-heading" className="text-sm font-semibold uppercase tracking-wide text-gray-600">
        Listed by a trusted realtor
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {realtor.image_url ? (
          <img src={realtor.image_url} alt="" width={48} height={48} className="h-12 w-12 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-dark font-bold text-white">
            {realtor.first_name.charAt(0)}
            {realtor.last_name.charAt(0)}
          </span>
        )}
        <p className="font-semibold text-gray-900">{name}</p>
      </div>
      {current ? (
        <div className="mt-4 grid grid-cols-3 gap-2">
          <a href={`tel:${realtor.phone_number}`} className={action}>
            Call
          </a>
          <a href={whatsappHref(realtor.phone_number, listing.title, url)} target="_blank" rel="noopener noreferrer" className={action}>
            WhatsApp
          </a>
          <a href={`mailto:?subject=${encodeURIComponent(`Enquiry: ${listing.title} (${listing.property_id})`)}&body=${encodeURIComponent(url)}`} className={action}>
            Mail
          </a>
        </div>
      ) : (
        <button type="button" onClick={() => ask('connect')} className="mt-4 w-full rounded-lg bg-brand px-4 py-2.5 font-semibold text-brand-ink hover:opacity-90">
          Contact Realtor
        </button>
      )}
      {notice}
    </section>
  )
}
