/**
 * The data the page function inlined for first paint (decision 028): SWR keys → values. Absent
 * on pages served statically; unreadable content counts as absent.
 */
export function readSwrFallback(doc: Document = document): Record<string, unknown> {
  const text = doc.getElementById('swr-fallback')?.textContent
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
