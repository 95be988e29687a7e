import { AppLink } from '~/components/ui/app-link'
import { CheckField, Field, PhoneField } from './form-parts'

/** Name, e-mail, phone and agency: the Direct2Seller, partner realtor and realtor network forms. */
export function RealtorFields({ agency = 'agencyName', agencyLabel }: { agency?: string; agencyLabel: string }) {
  return (
    <>
      <Field name="full_name" label="Full name" autoComplete="name" />
      <Field name="email" label="Email address" type="email" autoComplete="email" />
      <PhoneField />
      <Field name={agency} label={agencyLabel} autoComplete="organization" />
    </>
  )
}

/** The agreement box of the Direct2Seller forms; the agreement opens in a new tab, so nothing typed is lost. */
export const PartnerAgreement = () => (
  <CheckField name="acknowledged">
    I have read and accept the{' '}
    <AppLink href="/legal/partner-realtor-agreement" external className="font-medium text-brand-dark underline">
      Partner Realtor Agreement
    </AppLink>
  </CheckField>
)
