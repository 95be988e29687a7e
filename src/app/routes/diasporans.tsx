import { ContentSection } from '~/components/marketing/content-section'
import { CtaBanners } from '~/components/marketing/cta-banners'
import { HeroActions } from '~/components/marketing/hero-actions'
import { PageHero } from '~/components/marketing/page-hero'

/**
 * The diaspora page (001 §2): 'The Stakes Are Too High to Guess' and how buying from abroad works.
 * Its tinted background comes from the layout (TINTED_ROUTE_IDS); texts in content/marketing/diasporans/.
 */
export function Component() {
  return (
    <>
      <PageHero contentKey="marketing/diasporans/hero" image="/media/press/diaspora.svg">
        <HeroActions primary="bg-brand text-brand-ink" />
      </PageHero>
      <ContentSection contentKey="marketing/diasporans/stakes" layout="mk-cards" />
      <ContentSection contentKey="marketing/diasporans/protection" layout="mk-steps" className="bg-gray-50" />
      <CtaBanners />
    </>
  )
}
