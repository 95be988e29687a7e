import { LegalDialogLink } from '~/components/legal/legal-dialog-link'
import { ContentSection } from '~/components/marketing/content-section'
import { FormHero } from '~/components/marketing/form-hero'
import { LEGAL_ROUTES } from '~/config/legal-routes'
import { RealtorNetworkForm } from '~/features/marketing-forms'

const LINK = 'font-medium text-brand-dark underline underline-offset-2'
const { termsOfUse, partnerRealtorAgreement } = LEGAL_ROUTES

/**
 * The Join Realtor Network page (001 §2): the pitch, the form (which reads ?referral_code and,
 * on success, leaves for the realtor registration site), and the terms, opened in a dialog so
 * nothing typed is lost. Texts in content/marketing/join-realtor-network/.
 */
export function Component() {
  return (
    <>
      <FormHero
        contentKey="marketing/join-realtor-network/hero"
        formId="join"
        form={
          <>
            <RealtorNetworkForm />
            <p className="mt-4 px-2 text-sm text-gray-700">
              Before you join, read our{' '}
              <LegalDialogLink href={termsOfUse.path} doc={termsOfUse} className={LINK}>
                terms of use
              </LegalDialogLink>{' '}
              and the{' '}
              <LegalDialogLink href={partnerRealtorAgreement.path} doc={partnerRealtorAgreement} className={LINK}>
                Partner Realtor Agreement
              </LegalDialogLink>
              .
            </p>
          </>
        }
      />
      <ContentSection contentKey="marketing/join-realtor-network/benefits" layout="mk-cards pt-three" className="bg-gray-50" />
    </>
  )
}
