import { useEffect, useRef, useState } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { useTenant } from '~/lib/tenant'
import { partnerRealtorFormSchema } from '~/shared/schemas/marketing/d2s-signup'
import { postSiteForm } from './api/post-site-form'
import { d2sBody } from './d2s-body'
import { FormDialog } from './form-dialog'
import { LiveForm, PRIMARY, Submit } from './form-parts'
import { PartnerAgreement, RealtorFields } from './partner-fields'
import { useSiteForm } from './use-site-form'

const EMPTY = { full_name: '', email: '', phone: '', agencyName: '', date: '', acknowledged: false }

/** 001 §4, §9: the success modal opens the partner realtors' group this long after it shows. */
export const PARTNER_GROUP_DELAY_MS = 1000

/** The success view: the partner group opens a second later; the link stays for a browser that blocks it. */
function Welcome({ message }: { message: string }) {
  const group = useTenant().external.partner_group
  const box = useRef<HTMLDivElement>(null)
  // The form that had focus is gone: the way on takes it.
  useEffect(() => box.current?.querySelector('a')?.focus(), [])
  useEffect(() => {
    const timer = setTimeout(() => window.open(group, '_blank', 'noopener,noreferrer'), PARTNER_GROUP_DELAY_MS)
    return () => clearTimeout(timer)
  }, [group])
  return (
    <div ref={box}>
      <p className="text-gray-800">{message}</p>
      <p className="mt-3 text-gray-800">We are opening our partner realtors&rsquo; group in a new tab, where new mandates are shared first.</p>
      <AppLink href={group} external className={`${PRIMARY} mt-6`}>
        Join the partner group
      </AppLink>
    </div>
  )
}

/**
 * The partner realtor sign-up (001 §3, §5), sent as a Direct2Seller sign-up; success turns the
 * dialog into the success modal. The agency name is required, as its schema says, so its label
 * does not call it optional (001 §5 notes the old label did: it would mislead). Fetched on demand.
 */
export default function PartnerRealtorDialog({ onClose }: { onClose: () => void }) {
  const site = useSiteForm(partnerRealtorFormSchema, EMPTY)
  const [welcome, setWelcome] = useState<string | null>(null)
  const submit = site.submit({
    payload: d2sBody,
    send: (body, key) => postSiteForm('d2s-signup', body, key),
    onSuccess: (answer) => setWelcome(answer.message),
    failure: ['Failed request'],
  })
  if (welcome !== null) {
    return (
      <FormDialog title="Welcome, partner!" onClose={onClose}>
        <Welcome message={welcome} />
      </FormDialog>
    )
  }
  return (
    <FormDialog title="Become a partner realtor" intro="Get direct-mandate listings and earn 30% of the net sell-side fee when a sale closes. Joining is free." onClose={onClose}>
      <LiveForm id="partner" control={site.control(submit)} className="space-y-4">
        <RealtorFields agencyLabel="Agency name" />
        <PartnerAgreement />
        <Submit>Sign up</Submit>
      </LiveForm>
    </FormDialog>
  )
}
