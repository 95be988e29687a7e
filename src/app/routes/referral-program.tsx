import { Banner } from '~/components/marketing/banner'
import { ContentSection } from '~/components/marketing/content-section'
import { CTA } from '~/components/marketing/cta'
import { PageHero } from '~/components/marketing/page-hero'
import { JOIN_REALTOR_NETWORK_HREF } from '~/components/layout/nav-items'
import { AppLink } from '~/components/ui/app-link'
import { useTenant } from '~/lib/tenant'
import { withQuery } from '~/shared/url'

/** 001 §2: 'Start Referring' opens the marketplace, which then signs the visitor up and leads to /referrals (001 §4). */
const START_REFERRING_QUERY = { source: 'website', page: 'referrals' } as const

/** 'Start Referring': the tenant's marketplace in a new tab, saying where the visitor comes from. */
function StartReferring({ className }: { className: string }) {
  const { external } = useTenant()
  return (
    <AppLink href={withQuery(external.marketplace, START_REFERRING_QUERY)} external className={`${CTA} ${className}`}>
      Start Referring
    </AppLink>
  )
}

/** The referral programme (001 §2): the two rewards and the FAQ; texts in content/marketing/referral-program/. */
export function Component() {
  return (
    <>
      <PageHero brand contentKey="marketing/referral-program/hero" image="/media/press/referral.svg">
        <StartReferring className="bg-white text-gray-900 shadow" />
      </PageHero>
      <ContentSection contentKey="marketing/referral-program/rewards" layout="pt-rewards" className="bg-brand-light" />
      <ContentSection contentKey="marketing/referral-program/how-it-works" layout="mk-steps" />
      <ContentSection contentKey="marketing/referral-program/faq" layout="mk-faq" className="bg-gray-50" />
      <div className="bg-gray-50 px-4 pb-16">
        <div className="mx-auto max-w-7xl">
          <Banner title="Your first referral is one message away" text="Open your account, copy your link and send it to someone who is buying." className="bg-brand text-brand-ink">
            <StartReferring className="bg-brand-ink text-brand" />
            {/* A realtor refers buyers too, and may want the partner programme instead (issue 23). */}
            <AppLink href={JOIN_REALTOR_NETWORK_HREF} className={`${CTA} ring-1 ring-current`}>
              Realtor? Join our network
            </AppLink>
          </Banner>
        </div>
      </div>
    </>
  )
}
