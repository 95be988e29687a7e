import { useSignInGate } from '~/features/listings/components/sign-in-gate'
import { useSession } from '~/lib/session'
import type { RealtorDto } from '~/shared/types/realtor'
import { whatsappHref } from './realtor-links'

const action = 'flex items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50'

interface RealtorContactProps {
  realtor: Pick<RealtorDto, 'phone_number' | 'email'>
  /** The WhatsApp message and the e-mail subject. */
  message: string
  subject: string
}

/**
 * Call, WhatsApp (with a prefilled message) and mail, shown only when signed in; a visitor's
 * Contact Realtor opens 'Let’s Connect You' (000 §4).
 */
export function RealtorContact({ realtor, message, subject }: RealtorContactProps) {
  const current = useSession()
  const { notice, ask } = useSignInGate()
  if (current)
    return (
      <div className="grid grid-cols-3 gap-2">
        <a href={`tel:${realtor.phone_number}`} className={action}>
          Call
        </a>
        <a href={whatsappHref(realtor.phone_number, message)} target="_blank" rel="noopener noreferrer" className={action}>
          WhatsApp
        </a>
        <a href={`mailto:${realtor.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`} className={action}>
          Mail
        </a>
      </div>
    )
  return (
    <>
      <button type="button" onClick={() => ask('connect')} className="w-full rounded-lg bg-brand px-4 py-2.5 font-semibold text-brand-ink hover:opacity-90">
        Contact Realtor
      </button>
      {notice}
    </>
  )
}
