import { createContext, useContext, type ReactNode } from 'react'

/**
 * Build-time content (Markdown rendered with the tenant's values) travels in the page's HTML,
 * never in the JavaScript: the prerenderer provides it, and before hydration the browser reads it
 * back from the elements that carry `data-content-key`.
 */
export type ContentMap = Readonly<Record<string, string>>

const ContentContext = createContext<ContentMap>({})

export function ContentProvider({ content, children }: { content: ContentMap; children: ReactNode }) {
  return <ContentContext.Provider value={content}>{children}</ContentContext.Provider>
}

export function useContentHtml(key: string): string | undefined {
  return useContext(ContentContext)[key]
}

/** Collects the prerendered content blocks of this page (browser only). */
export function readPageContent(doc: Document = document): ContentMap {
  const out: Record<string, string> = {}
  doc.querySelectorAll<HTMLElement>('[data-content-key]').forEach((el) => {
    const key = el.dataset.contentKey
    if (key) out[key] = el.innerHTML
  })
  return out
}

/** Renders one block of build-time HTML. */
export function ContentBlock({ contentKey, className, hidden }: { contentKey: string; className?: string; hidden?: boolean }) {
  const html = useContentHtml(contentKey)
  if (html === undefined) return null
  return <div data-content-key={contentKey} className={className} hidden={hidden} dangerouslySetInnerHTML={{ __html: html }} />
}
