import type { ReactNode } from 'react'
import { ContentBlock } from '~/lib/content'

export interface ContentSectionProps {
  /** Build-time Markdown: an h2, an introduction, then a list. */
  contentKey: string
  /** How the list is laid out: a check list by default, or mk-cards, mk-steps, mk-faq (marketing.css). */
  layout?: string
  /** The section's background. */
  className?: string
  id?: string
  /** Actions under the text. */
  children?: ReactNode
}

/** One marketing section whose words travel in the HTML (decision 003), not in the JavaScript. */
export function ContentSection({ contentKey, layout = '', className = '', id, children }: ContentSectionProps) {
  return (
    <section id={id} className={`scroll-mt-20 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 md:py-20">
        <ContentBlock contentKey={contentKey} className={`mk-prose ${layout}`} />
        {children}
      </div>
    </section>
  )
}
