/**
 * Loads a block of build-time content from another prerendered page of this site, so a page can
 * show a text it does not embed (the legal tabs carry only the default text in their HTML).
 */
const cache = new Map<string, Promise<string>>()

export function loadPageContent(pageHref: string, contentKey: string): Promise<string> {
  const cacheKey = `${pageHref}#${contentKey}`
  let pending = cache.get(cacheKey)
  if (!pending) {
    pending = fetch(pageHref, { headers: { accept: 'text/html' } })
      .then((res) => {
        if (!res.ok) throw new Error(`${pageHref} answered ${res.status}`)
        return res.text()
      })
      .then((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html')
        const block = doc.querySelector<HTMLElement>(`[data-content-key="${CSS.escape(contentKey)}"]`)
        if (!block) throw new Error(`${pageHref} has no content ${contentKey}`)
        return block.innerHTML
      })
    pending.catch(() => cache.delete(cacheKey))
    cache.set(cacheKey, pending)
  }
  return pending
}
