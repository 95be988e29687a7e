import { useSearchParams } from 'react-router-dom'

/** The URL's query string as the filter state: `change` sets or removes keys and starts at page 1. */
export function useFilterSearch() {
  const [search, setSearch] = useSearchParams()
  const change = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search)
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined) next.delete(k)
      else next.set(k, v)
    }
    next.delete('page')
    setSearch(next)
  }
  return { search, setSearch, change }
}
