import { useState, type MouseEvent } from 'react'
import { useNavigateTo } from '~/components/ui/app-link'
import LegalDialog from '~/components/legal/legal-dialog'
import { LEGAL_ROUTES } from '~/config/legal-routes'
import { useTenant } from '~/lib/tenant'
import { toast } from '~/lib/toast-store'
import { agentRegisterBody, realtorNetworkFormSchema, type AgentRegisterBody, type RealtorNetworkForm } from '~/shared/schemas/marketing/realtor-network'
import { registerAgent } from './api/register-agent'
import type { LiveModule } from './deferred-form'
import { LiveControl, mountLive, useTypedBefore } from './live-root'
import { RealtorNetworkMarkup, type TermsControl } from './realtor-network-markup'
import { useSiteForm } from './use-site-form'

const EMPTY = { full_name: '', email: '', phone: '', agency_name: '', agreement: false, referral_code: '' }

/** How long 'Request successful' shows before the visitor is taken to the registration site. */
export const REDIRECT_DELAY_MS = 1500

/** POST /agent/register names the two halves of the name; their messages go under the one field. */
const fieldOf = (name: string) => (name === 'first_name' || name === 'last_name' ? 'full_name' : name)

/** The realtor network form's live part (001 §2, §3, §7, §8): success says so, then leaves for the registration site. */
function RealtorNetworkLive({ container }: { container: Element }) {
  // The code a referrer's link carries is part of the baseline, not an edit.
  const [initial] = useState(() => ({ ...EMPTY, referral_code: new URLSearchParams(window.location.search).get('referral_code')?.trim() ?? '' }))
  const site = useSiteForm(realtorNetworkFormSchema, initial, { fieldOf })
  useTypedBefore(container, EMPTY, site.form)
  const [terms, setTerms] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const registration = useTenant().external.realtor_registration
  const navigate = useNavigateTo()
  const submit = site.submit<RealtorNetworkForm>({
    payload: agentRegisterBody,
    send: (body, key) => registerAgent(body as AgentRegisterBody, key),
    onSuccess: () => {
      toast.success('Request successful', 'Taking you to the realtor registration…')
      setLeaving(true)
      setTimeout(() => navigate(registration), REDIRECT_DELAY_MS)
    },
    failure: ['Failed request'],
  })
  const control = site.control(submit)
  const showTerms = (e: MouseEvent) => {
    e.preventDefault()
    setTerms(true)
  }
  return (
    // Sent: no second sign-up while the page waits to leave.
    <LiveControl<TermsControl> control={{ ...control, canSubmit: control.canSubmit && !leaving, showTerms }}>
      <RealtorNetworkMarkup />
      {terms && <LegalDialog doc={LEGAL_ROUTES.termsOfUse} onClose={() => setTerms(false)} />}
    </LiveControl>
  )
}

export const mount: LiveModule['mount'] = (container, page) => mountLive(container, page, RealtorNetworkLive)
