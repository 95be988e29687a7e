import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { loadPageContent } from './page-content'

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

type Loaded = { key: string; html: string } | { key: string; failed: true }

/**
 * Renders one block of build-time HTML. When the page does not embed it and `src` names the page
 * that does, the block is fetched from there once it is shown.
 */
export function ContentBlock({ contentKey, src, className, hidden }: { contentKey: string; src?: string; className?: string; hidden?: boolean }) {
  const inline = useContentHtml(contentKey)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const current = loaded?.key === contentKey ? loaded : null

  useEffect(() => {
    if (inline !== undefined || !src || hidden || current) return
    let live = true
    loadPageContent(src, contentKey).then(
      (html) => live && setLoaded({ key: contentKey, html }),
      () => live && setLoaded({ key: contentKey, failed: true }),
    )
    return () => {
      live = false
    }
  }, [inline, src, hidden, contentKey, current])

  const html = inline ?? (current && 'html' in current ? current.html : undefined)
  if (html !== undefined) {
    return <div data-content-key={contentKey} className={className} hidden={hidden} dangerouslySetInnerHTML={{ __html: html }} />
  }
  if (hidden || !src) return null
  if (current) {
    return (
      <p role="alert" className="py-8 text-gray-700">
        This document could not be loaded. <a href={src} className="font-medium underline">Open it on its own page</a>.
      </p>
    )
  }
  return <p aria-busy="true" className="py-8 text-gray-500">Loading…</p>
}
