import { Banner } from '~/components/marketing/banner'
import { ContentSection } from '~/components/marketing/content-section'
import { CTA } from '~/components/marketing/cta'
import { PageHero } from '~/components/marketing/page-hero'
import { AppLink } from '~/components/ui/app-link'
import { useTenant } from '~/lib/tenant'

/**
 * The inspection page (001 §2): what you get, in four blocks, and requests to the external
 * inspection site (new tab). Its tinted background comes from the layout (TINTED_ROUTE_IDS).
 */
export function Component() {
  const tenant = useTenant()
  const request = (
    <AppLink href={tenant.external.inspection} external className={`${CTA} bg-brand text-brand-ink`}>
      Request an Inspection
    </AppLink>
  )
  return (
    <>
      <PageHero contentKey="marketing/home-inspection/hero" image="/media/press/inspection.svg">
        {request}
      </PageHero>
      <ContentSection contentKey="marketing/home-inspection/what-you-get" layout="mk-cards" />
      <ContentSection contentKey="marketing/home-inspection/how-it-works" layout="mk-steps" className="bg-gray-50" />
      <div className="mx-auto max-w-7xl px-4 py-16">
        <Banner title="Know what you are buying" text="Book the inspection before you commit to the property." className="bg-brand-light text-gray-900">
          {request}
        </Banner>
      </div>
    </>
  )
}
