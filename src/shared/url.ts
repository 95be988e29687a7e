/**
 * `url` with `query` added to its search string: parameters already there are kept, a key given
 * again is replaced, and the fragment stays last. Values are encoded by URLSearchParams.
 */
export function withQuery(url: string, query: Readonly<Record<string, string>>): string {
  const out = new URL(url)
  for (const [key, value] of Object.entries(query)) out.searchParams.set(key, value)
  return out.href
}
