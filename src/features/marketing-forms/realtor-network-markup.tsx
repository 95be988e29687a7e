import type { MouseEvent } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { CARD, CheckField, FormFrame, Submit, useFormControl } from './form-parts'
import { RealtorFields } from './partner-fields'

/** The live realtor form's extra: the terms link opens them in a dialog (001 §2); static, it opens their page. */
export interface TermsControl {
  showTerms: (e: MouseEvent) => void
}

// The legal pages' paths written out (as the cookie banner does): LEGAL_ROUTES' module-level calls
// would keep that table in the page's bundle, where this markup is only imported for the prerender.
function Agreement() {
  const c = useFormControl<TermsControl>()
  return (
    <CheckField name="agreement">
      I agree to the{' '}
      <AppLink href="/legal/terms-of-use" external onClick={c?.showTerms} className="font-medium text-brand-dark underline">
        terms of use
      </AppLink>
    </CheckField>
  )
}

/** The realtor network sign-up's markup (001 §2, §3): prerendered, and hydrated by its live part. */
export const RealtorNetworkMarkup = () => (
  <FormFrame id="realtor" label="Join the realtor network" className={CARD}>
    <RealtorFields agency="agency_name" agencyLabel="Agency name (optional)" />
    <Agreement />
    <Submit>Join the network</Submit>
  </FormFrame>
)
