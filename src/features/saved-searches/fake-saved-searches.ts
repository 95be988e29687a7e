import { fail, ok, type FakeHandler } from '~/testing/fake-api'
import type { SavedSearch } from '~/shared/types/buyer-tools'

/** Test helpers: a saved-search backend kept in memory, and answers a test releases itself. */

export const savedSearch = (id: number, label: string, extra: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  label,
  query: 'state=Lagos&property_status=Completed&sort_by=lowest_price',
  total_results: 12,
  alert_frequency: 'daily',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...extra,
})

/** The /save-search routes of decision 030 over `rows` (ids up to 50 can be changed). */
export function fakeSavedSearches(initial: SavedSearch[] = []) {
  const rows = initial.map((r) => ({ ...r }))
  const find = (id: number) => rows.find((r) => r.id === id)
  const handlers: Record<string, FakeHandler> = {
    'GET /save-search': () => ok([...rows]),
    'GET /save-search/count': () => ok({ count: rows.length }),
    'POST /save-search': (req) => {
      const body = req.body as Pick<SavedSearch, 'label' | 'query' | 'total_results'> & Partial<Pick<SavedSearch, 'alert_frequency'>>
      const row = savedSearch(Math.max(0, ...rows.map((r) => r.id)) + 1, body.label, { query: body.query, total_results: body.total_results, alert_frequency: body.alert_frequency ?? 'daily' })
      rows.unshift(row)
      return { status: 201, body: ok(row).body }
    },
  }
  for (let id = 1; id <= 50; id++) {
    handlers[`PATCH /save-search/${id}`] = (req) => {
      const row = find(id)
      if (!row) return fail(404, 'Saved search not found')
      const body = req.body as Partial<Pick<SavedSearch, 'label' | 'alert_frequency'>>
      Object.assign(row, body)
      return ok(row)
    }
    handlers[`DELETE /save-search/${id}`] = () => {
      if (!find(id)) return fail(404, 'Saved search not found')
      rows.splice(rows.indexOf(find(id)!), 1)
      return ok(null, { message: 'Search deleted' })
    }
  }
  return { rows, handlers }
}

/** A handler whose answer waits until the test calls release(). */
export function deferred(answer: FakeHandler) {
  let release = () => {}
  const handler: FakeHandler = (req) => new Promise((resolve) => (release = () => resolve(answer(req))))
  return { handler, release: () => release() }
}
