import { describe, expect, it } from 'vitest'
import { allRoutes, clientRoutes, href, paths, prerenderRoutes } from './paths'

describe('paths', () => {
  it('prerenders the legal routes of both specs and keeps the catch-all last', () => {
    const prerendered = prerenderRoutes.map((r) => r.path)
    for (const p of ['/legal/terms-of-use', '/legal/privacy-policy', '/legal/non-circumvention-clause', '/legal/partner-realtor-agreement', '/legal/sellers-mandate-terms-of-service']) {
      expect(prerendered).toContain(p)
    }
    expect(allRoutes.at(-1)).toBe(paths.notFound)
    expect(clientRoutes.map((r) => r.path)).toContain('/listings')
  })
  it('has unique ids and paths', () => {
    expect(new Set(allRoutes.map((r) => r.id)).size).toBe(allRoutes.length)
    expect(new Set(allRoutes.map((r) => r.path)).size).toBe(allRoutes.length)
  })
  it('builds hrefs with params and query', () => {
    expect(href('/listings/:id/:slug', { id: 4, slug: 'a b' }, { page: 2, x: undefined })).toBe('/listings/4/a%20b?page=2')
    expect(() => href('/x/:id')).toThrow(/missing param id/)
  })
})
