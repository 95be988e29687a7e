import { ContentSection } from '~/components/marketing/content-section'
import { CTA } from '~/components/marketing/cta'
import { PageHero } from '~/components/marketing/page-hero'
import { SellingBanner } from '~/components/marketing/selling-banner'
import { AppLink } from '~/components/ui/app-link'
import { RequestReportButton } from '~/features/marketing-forms'
import { PlanCard } from '~/features/pricing/plan-card'
import { planButton, PLAN_IDS, type PlanId } from '~/features/pricing/plans'
import { useTenant } from '~/lib/tenant'

const BUTTON = `${CTA} w-full`
/** The complete due diligence: the card drawn forward. */
const FEATURED = 1

/** A plan's button: APP opens the tenant's verification site in a new tab, FORM the request-report dialog. */
function PlanButton({ id, featured }: { id: PlanId; featured: boolean }) {
  const tenant = useTenant()
  const { label, action } = planButton(id, tenant.feature_flag.enable_property_verification)
  const colours = featured ? 'bg-brand text-brand-ink' : 'bg-gray-900 text-white'
  if (action === 'APP') {
    return (
      <AppLink href={tenant.external.verify} external className={`${BUTTON} ${colours}`}>
        {label}
      </AppLink>
    )
  }
  return <RequestReportButton className={`${BUTTON} ${colours}`}>{label}</RequestReportButton>
}

/** The pricing plans (001 §2 "Pricing plan cards", prices of 001 §9); the words around them in content/marketing/pricing/. */
export function Component() {
  return (
    <>
      <PageHero contentKey="marketing/pricing/hero" />
      <section aria-label="Plans" className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 lg:grid-cols-3">
        {PLAN_IDS.map((id, i) => (
          <PlanCard key={id} id={id} featured={i === FEATURED}>
            <PlanButton id={id} featured={i === FEATURED} />
          </PlanCard>
        ))}
      </section>
      <ContentSection contentKey="marketing/pricing/faq" layout="mk-faq" className="bg-gray-50" />
      <div className="bg-gray-50 pt-px">
        <SellingBanner />
      </div>
    </>
  )
}
