import { ContentSection } from '~/components/marketing/content-section'
import { CTA, CTA_ROW } from '~/components/marketing/cta'
import { PageHero } from '~/components/marketing/page-hero'
import { SellingBanner } from '~/components/marketing/selling-banner'
import { AppLink } from '~/components/ui/app-link'
import { RequestReportButton } from '~/features/marketing-forms'
import { PlanSummary } from '~/features/pricing/plan-summary'
import { PrerenderedHtml } from '~/lib/prerendered-html'
import { useTenant } from '~/lib/tenant'

/** The page's call to action: the tenant's verification site (new tab) where it has one, else the request-report form. */
function VerifyNow({ className }: { className: string }) {
  const tenant = useTenant()
  if (!tenant.feature_flag.enable_property_verification) {
    return <RequestReportButton className={`${CTA} ${className}`}>Request report</RequestReportButton>
  }
  return (
    <AppLink href={tenant.external.verify} external className={`${CTA} ${className}`}>
      Verify a Property
    </AppLink>
  )
}

const section = (key: string) => `marketing/verify-title/${key}`

/**
 * The verify title page (001 §2, six sections): why verify, what the search looks at, how it
 * works, what you receive, how long it takes, and what it costs. Texts in content/marketing/verify-title/.
 */
export function Component() {
  return (
    <>
      <PageHero brand contentKey={section('hero')} image="/media/press/title-search.svg">
        <VerifyNow className="bg-white text-gray-900 shadow" />
        <AppLink href="/pricing" className={`${CTA} border-2 border-current`}>
          See pricing
        </AppLink>
      </PageHero>
      <ContentSection contentKey={section('why-verify')} layout="mk-cards" />
      <ContentSection contentKey={section('what-we-check')} className="bg-brand-light" />
      <ContentSection contentKey={section('how-it-works')} layout="mk-steps" />
      <ContentSection contentKey={section('what-you-receive')} layout="mk-cards pt-three" className="bg-gray-50" />
      <ContentSection contentKey={section('timelines')} layout="mk-cards pt-pair" />
      <section aria-labelledby="costs-title" className="bg-gray-50">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-20">
          <h2 id="costs-title" className="text-3xl font-bold text-gray-900 md:text-4xl">
            What it costs
          </h2>
          <PrerenderedHtml contentKey="prerendered/plan-summary">{import.meta.env.SSR && <PlanSummary />}</PrerenderedHtml>
          <div className={CTA_ROW}>
            <VerifyNow className="bg-brand text-brand-ink" />
            <AppLink href="/pricing" className={`${CTA} border-2 border-gray-900 text-gray-900`}>
              Compare plans
            </AppLink>
          </div>
        </div>
      </section>
      <div className="bg-gray-50">
        <SellingBanner />
      </div>
    </>
  )
}
