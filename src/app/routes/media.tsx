import { CtaBanners } from '~/components/marketing/cta-banners'
import { PageHero } from '~/components/marketing/page-hero'
import { PressArticleList } from '~/components/marketing/press-article-list'
import { PrerenderedHtml } from '~/lib/prerendered-html'

/** The press page (001 §2): '<tenant> in the News', the 17 articles, the CTA banners. */
export function Component() {
  return (
    <>
      <PageHero brand contentKey="marketing/media/hero" />
      <section aria-labelledby="articles-title" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="articles-title" className="text-3xl font-bold">
          Latest articles
        </h2>
        {/* Built by the prerender alone: the browser keeps the list's HTML (decision 031). */}
        <PrerenderedHtml contentKey="prerendered/press-articles">{import.meta.env.SSR && <PressArticleList />}</PrerenderedHtml>
      </section>
      <CtaBanners />
    </>
  )
}
