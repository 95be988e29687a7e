import { PAGE_CDN_CACHE } from '~/server/cache/cache-tags'
import { describe, expect, it, vi } from 'vitest'
import { listingKey, serializeKey } from '~/shared/marketplace-keys'
import { pageGetter } from '~/testing/page-shell'
import { call, useTestDb } from '../../../tests/api/api-test-db'

const testDb = useTestDb()

const get = (path: string, deps: Parameters<typeof pageGetter>[0] = {}) => pageGetter(deps).get(path)

const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1]

describe('a listing whose text is hostile', () => {
  it('is escaped in every tag and kept inside its scripts, and the inlined record still equals the API’s', async () => {
    const [l] = await testDb.db.query<{ id: number; slug: string }>('select id, slug from listings order by id limit 1')
    const hostile = `Duplex "Lekki" </title><script>alert('x')</script> & co`
    await testDb.db.query('update listings set title = $1, description = $2 where id = $3', [hostile, `</script><!-- "quoted" ${'long '.repeat(60)}`, l!.id])
    const res = await get(`/listings/${l!.id}/${l!.slug}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toContain("<script>alert('x')")
    expect(html).not.toContain('</script><!--')
    expect(titleOf(html)).toMatch(/^Duplex &quot;Lekki&quot; &lt;\/title&gt;&lt;script&gt;alert\(&#39;x&#39;\)&lt;\/script&gt; &amp; co — /)
    const description = /<meta name="description" content="([^"]*)">/.exec(html)![1]!
    expect(description.length).toBeLessThan(260) // ~160 characters before escaping
    // Two scripts of data, each closed only by its own </script>.
    const scripts = [...html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    expect(scripts).toHaveLength(2)
    expect(scripts[0]).toMatchObject({ '@type': 'RealEstateListing', name: hostile })
    const api = await call(`/indexing/listings-search?id=${l!.id}`)
    expect(scripts[1]![serializeKey(listingKey({ id: String(l!.id), slug: l!.slug }))]).toEqual(api.body.data)
  })
})

describe('addresses that name nothing', () => {
  it('answer 404 with noindex, cached like any page, whether mis-encoded, too long or unknown', async () => {
    for (const path of ['/listings/%E0%A4%A', `/listings/${'a'.repeat(3000)}`, '/listings/%00', '/listings/999999999/gone', '/find-trusted-realtors/1/%ZZ', `/find-trusted-realtors/1/${'x'.repeat(500)}`]) {
      const res = await get(path)
      expect([path.slice(0, 40), res.status]).toEqual([path.slice(0, 40), 404])
      expect(res.headers.get('netlify-cdn-cache-control')).toBe(PAGE_CDN_CACHE)
      const html = await res.text()
      expect(html).toContain('<meta name="robots" content="noindex">')
      expect(html.match(/name="robots"/g)).toHaveLength(1)
      expect(titleOf(html)).toMatch(/^(Listing|Realtor) not found \| Haven$/)
      expect(html).not.toContain('swr-fallback')
    }
  })
})

describe('when the data cannot be had', () => {
  it('serves the shell with 503, noindex and no caching anywhere (a failure must not be kept a minute)', async () => {
    const down = () => new Response('{"success":false}', { status: 500 })
    for (const path of ['/listings/1/x', '/listings', '/find-trusted-realtors/1/ada', '/marketplace']) {
      const res = await get(path, { api: down })
      expect([path, res.status, res.headers.get('cache-control'), res.headers.get('netlify-cdn-cache-control')]).toEqual([path, 503, 'no-store', null])
      const html = await res.text()
      expect(html).toContain('<meta name="robots" content="noindex">')
      expect(html).toContain('<div id="root">')
      expect(html).not.toContain('swr-fallback')
    }
  })

  it('logs what is not the API’s own failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await get('/listings', {
      api: () => {
        throw new Error('connection reset')
      },
    })
    expect(res.status).toBe(503)
    expect(logged).toHaveBeenCalledWith('marketplace page:', expect.objectContaining({ message: 'connection reset' }))
  })
})

describe('a results page whose query the API refuses', () => {
  it('is still the page (200), without inlined data: the app asks and shows the API’s answer', async () => {
    const refused = () => Response.json({ success: false, message: 'bedrooms must be a whole number', data: null }, { status: 400 })
    const res = await get('/listings?state=Lagos', { api: refused })
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain('swr-fallback')
  })

  it('is first sent to its tidy address when a value is malformed (decision 056)', async () => {
    const res = await get('/listings?page=abc&limit=99999')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/listings')
  })
})
