import type { ReactNode } from 'react'
import { ContentBlock } from '~/lib/content'
import { CTA_ROW } from './cta'

export interface FormHeroProps {
  /** Build-time Markdown with the eyebrow, the h1, the introduction and an optional list of facts. */
  contentKey: string
  /** The sign-up form, beside the text from 1024 px and under it on smaller screens. */
  form: ReactNode
  /** Names the form's column, so links and buttons can lead to it (`#id`). */
  formId: string
  /** Calls to action under the text. */
  children?: ReactNode
}

/** The top of a page whose purpose is a form (the partner and seller pages): the pitch and the form side by side. */
export function FormHero({ contentKey, form, formId, children }: FormHeroProps) {
  return (
    <section className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-12 md:py-20 lg:grid-cols-[1fr_28rem] lg:gap-16">
      <div className="lg:pt-4">
        <ContentBlock contentKey={contentKey} className="mk-hero pt-facts" />
        {children && <div className={CTA_ROW}>{children}</div>}
      </div>
      <div id={formId} className="scroll-mt-24">
        {form}
      </div>
    </section>
  )
}
