import { useCallback, useEffect, useRef, useState } from 'react'
import type { ConsolePage } from '~/shared/console/queries'
import { consoleApi } from './api'

/**
 * A console list read a page at a time (keyset: `before` = the last id seen): the first page for
 * a query, then "Show more" appends. `update` changes one loaded row after an action, `edit` the
 * loaded rows at once; `reload` asks for the first page of the query again. A page that says
 * everything in one notice passes `onError`, which is told each refusal as well.
 */
export function usePaged<T extends { id: number }, P extends ConsolePage<T> = ConsolePage<T>>(path: string, initial: Record<string, string> = {}, onError?: (message: string) => void) {
  const [query, setQuery] = useState(initial)
  const [page, setPage] = useState<P | null>(null)
  const [error, setError] = useState('')
  // The latest callback, without making `load` (and so the first page's effect) change with it.
  const failed = useRef(onError)
  useEffect(() => void (failed.current = onError))

  const load = useCallback(
    async (q: Record<string, string>, before?: number) => {
      const params = new URLSearchParams(Object.entries(q).filter(([, v]) => v))
      if (before) params.set('before', String(before))
      const res = await consoleApi<P>('GET', `${path}?${params}`)
      setError(res.ok ? '' : res.message)
      if (!res.ok) return failed.current?.(res.message)
      // The newest answer's other fields (a board's counts) with the rows so far.
      setPage((prev) => (before && prev ? { ...res.data, items: [...prev.items, ...res.data.items] } : res.data))
    },
    [path],
  )
  // The first page of the initial query, once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void load(initial), [load])

  const edit = (change: (rows: T[]) => T[]) => setPage((p) => p && { ...p, items: change(p.items) })
  return {
    query,
    page,
    error,
    search: (q: Record<string, string>) => {
      setQuery(q)
      void load(q)
    },
    reload: () => void load(query),
    more: () => page?.next && void load(query, page.next),
    edit,
    update: (id: number, change: (row: T) => T | null) => edit((rows) => rows.flatMap((x) => (x.id === id ? [change(x)].filter((r): r is T => r !== null) : [x]))),
  }
}
