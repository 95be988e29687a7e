import type { ReactNode } from 'react'
import { useContentHtml } from './content'

export interface PrerenderedHtmlProps {
  /** Names the block in the page's HTML (`data-content-key`), like a content block's key. */
  contentKey: string
  className?: string
  /** What the prerender renders. Write it as `import.meta.env.SSR && <List />`: the browser bundle then drops the list and its data. */
  children: ReactNode
}

/**
 * Markup only the prerender builds, from data the browser never downloads (decision 031): on the
 * server the children render; in the browser the block keeps the HTML the page arrived with,
 * read back before hydration like any content block (`readPageContent`).
 */
export function PrerenderedHtml({ contentKey, className, children }: PrerenderedHtmlProps) {
  const html = useContentHtml(contentKey)
  if (import.meta.env.SSR) {
    return (
      <div data-content-key={contentKey} className={className}>
        {children}
      </div>
    )
  }
  return <div data-content-key={contentKey} className={className} dangerouslySetInnerHTML={{ __html: html ?? '' }} />
}
