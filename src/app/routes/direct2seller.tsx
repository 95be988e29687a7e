import { lazy } from 'react'
import { Banner } from '~/components/marketing/banner'
import { ContentSection } from '~/components/marketing/content-section'
import { CTA } from '~/components/marketing/cta'
import { FormHero } from '~/components/marketing/form-hero'
import { lazyDialog } from '~/components/ui/lazy-dialog-link'
import { NearScreen } from '~/components/ui/near-screen'
import { D2sSignupForm, PartnerRealtorButton } from '~/features/marketing-forms'
import { ContentBlock } from '~/lib/content'

const FORM_ID = 'sign-up'
// Below the fold: painted as they near the screen; the calculator's code comes with it.
const LATER = 'pt-lazy'

const SeeHowItWorks = lazyDialog<{ formId: string }>(() => import('~/features/direct2seller/mandate-explainer'))
const CommissionCalculator = lazy(() => import('~/features/direct2seller/commission-calculator'))

/**
 * Direct2Seller (001 §2): the sign-up form in the hero, the drawn walk-through ('See how it
 * works', no video), the commission and the partner agreement's rules. Texts in
 * content/marketing/direct2seller/; the tinted background comes from the layout (TINTED_ROUTE_IDS).
 */
export function Component() {
  return (
    <>
      <FormHero contentKey="marketing/direct2seller/hero" formId={FORM_ID} form={<D2sSignupForm />}>
        <SeeHowItWorks href="#how-it-works" formId={FORM_ID} className={`${CTA} bg-white text-gray-900 shadow-sm ring-1 ring-black/10`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-7 w-7 text-brand-dark">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path d="M10 8l6 4-6 4z" fill="#fff" />
          </svg>
          See how it works
        </SeeHowItWorks>
      </FormHero>
      <ContentSection contentKey="marketing/direct2seller/why" layout="mk-cards" className={`${LATER} bg-white`} />
      <ContentSection id="how-it-works" contentKey="marketing/direct2seller/how-it-works" layout="mk-steps" className={`${LATER} bg-gray-50`} />
      <section className={`${LATER} bg-white`}>
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:py-20 lg:grid-cols-2 lg:gap-16">
          <ContentBlock contentKey="marketing/direct2seller/commission" className="mk-prose" />
          <NearScreen minHeight={420}>
            <CommissionCalculator />
          </NearScreen>
        </div>
      </section>
      <ContentSection contentKey="marketing/direct2seller/faq" layout="mk-faq" className={`${LATER} bg-gray-50`} />
      <div className="bg-gray-50 px-4 pb-16">
        <div className="mx-auto max-w-7xl">
          <Banner title="Ready for your first direct mandate?" text="Sign up as a partner realtor in a few fields. It is free, and the listings are waiting." className="bg-gray-900 text-white">
            <PartnerRealtorButton className={`${CTA} bg-white text-gray-900`}>Become a partner realtor</PartnerRealtorButton>
          </Banner>
        </div>
      </div>
    </>
  )
}
