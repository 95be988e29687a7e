/**
 * The listing a page URL names: /listings/{id}/{slug} or /listings/{slug} (decision 025). Only the
 * path is read; the host is never trusted or echoed back.
 */
export function listingRefFromUrl(raw: string): { id: number } | { slug: string } | null {
  let path: string
  try {
    path = new URL(raw).pathname
  } catch {
    return null
  }
  const parts = path.split('/').filter(Boolean).map((p) => decodeURIComponent(p))
  if (parts[0] !== 'listings') return null
  if (parts.length === 3 && /^\d{1,9}$/.test(parts[1]!)) return { id: Number(parts[1]) }
  if (parts.length === 2 && /^[a-z0-9-]{1,200}$/i.test(parts[1]!)) return { slug: parts[1]! }
  return null
}
