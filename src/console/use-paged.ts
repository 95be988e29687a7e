import { useCallback, useEffect, useState } from 'react'
import type { ConsolePage } from '~/shared/console/queries'
import { consoleApi } from './api'

/**
 * A console list read a page at a time (keyset: `before` = the last id seen): the first page for
 * a query, then "Show more" appends. `update` changes one loaded row after an action.
 */
export function usePaged<T extends { id: number }>(path: string, initial: Record<string, string> = {}) {
  const [query, setQuery] = useState(initial)
  const [page, setPage] = useState<ConsolePage<T> | null>(null)
  const [error, setError] = useState('')

  const load = useCallback(
    async (q: Record<string, string>, before?: number) => {
      const params = new URLSearchParams(Object.entries(q).filter(([, v]) => v))
      if (before) params.set('before', String(before))
      const res = await consoleApi<ConsolePage<T>>('GET', `${path}?${params}`)
      setError(res.ok ? '' : res.message)
      if (res.ok) setPage((prev) => (before && prev ? { items: [...prev.items, ...res.data.items], next: res.data.next } : res.data))
    },
    [path],
  )
  // The first page of the initial query, once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void load(initial), [load])

  return {
    query,
    page,
    error,
    search: (q: Record<string, string>) => {
      setQuery(q)
      void load(q)
    },
    more: () => page?.next && void load(query, page.next),
    update: (id: number, change: (row: T) => T | null) =>
      setPage((p) => p && { ...p, items: p.items.flatMap((x) => (x.id === id ? [change(x)].filter((r): r is T => r !== null) : [x])) }),
  }
}
