import fc from 'fast-check'
import { matchRoutes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { allRoutes } from '~/config/paths'
import { matchPage } from './match-page'

const routeObjects = allRoutes.map((r) => ({ id: r.id, path: r.path }))
/** React Router's own answer: the oracle the ranked table must agree with. */
function oracle(pathname: string) {
  const leaf = matchRoutes(routeObjects, pathname)?.at(-1)
  return leaf ? { id: leaf.route.id, params: leaf.params } : null
}

// Segments drawn from the routes themselves (so paths hit real routes), plus awkward ones.
const words = [...new Set(allRoutes.flatMap((r) => r.path.split('/')).filter((s) => s && !s.startsWith(':') && s !== '*'))]
const segment = fc.oneof(
  fc.constantFrom(...words),
  fc.constantFrom('455', 'a-slug-455', 'LISTINGS', '%20x', '%2F', 'caf%C3%A9', '%E0%A4%A', ''),
  fc.string({ maxLength: 6 }).map(encodeURIComponent),
)

describe('matchPage (decision 060)', () => {
  // React Router warns of each malformed percent-encoding the oracle meets.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))

  it('names the route React Router would, with the same params, for any path', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.boolean(), (parts, slash) => {
        const pathname = `/${parts.join('/')}${slash && parts.length ? '/' : ''}`
        expect(matchPage(pathname)).toEqual(oracle(pathname))
      }),
      { numRuns: 2000 },
    )
  })

  it('agrees on every route of the table, and on the catch-all', () => {
    for (const r of allRoutes) {
      const pathname = r.path.replace(/:([\w-]+)/g, 'x-$1').replace('*', 'nowhere/at/all')
      expect(matchPage(pathname)).toEqual(oracle(pathname))
    }
    expect(matchPage('/listings/455/a-house-455')).toEqual({ id: 'listing-detail', params: { id: '455', slug: 'a-house-455' } })
    expect(matchPage('/no/such/page')?.id).toBe('not-found')
  })
})
