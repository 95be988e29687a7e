import type { ReactNode } from 'react'
import { ContentBlock } from '~/lib/content'
import { CTA_ROW } from './cta'

export interface PageHeroProps {
  /** Build-time Markdown with the eyebrow, the h1 and the introduction (marketing.css `.mk-hero`). */
  contentKey: string
  /** A brand-coloured hero, marked data-hero: the header takes its brand style while it is in view. */
  brand?: boolean
  /** A 480 × 270 drawing beside the text from 1024 px (decorative). */
  image?: string
  /** Calls to action under the text. */
  children?: ReactNode
}

/** The top of a marketing page; on a tinted page (TINTED_ROUTE_IDS) it sits on the page's tint. */
export function PageHero({ contentKey, brand, image, children }: PageHeroProps) {
  return (
    <section data-hero={brand ? '' : undefined} className={brand ? 'bg-brand text-brand-ink' : undefined}>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 md:py-24 lg:grid-cols-[1fr_30rem]">
        <div>
          <ContentBlock contentKey={contentKey} className="mk-hero" />
          {children && <div className={CTA_ROW}>{children}</div>}
        </div>
        {image && <img src={image} alt="" width={480} height={270} loading="lazy" className="hidden lg:block" />}
      </div>
    </section>
  )
}
