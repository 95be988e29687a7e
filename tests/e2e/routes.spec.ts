import { documentTitle } from '../../scripts/build-lib/html-document'
import { paths, prerenderRoutes } from '~/config/paths'
import { expect, tenantGet, tenants, test } from './fixtures'

// The route list of src/config/paths.ts drives this spec, as it drives the router and prerender.
test.describe('every prerendered route of every tenant', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks')

  for (const t of tenants) {
    test(`${t.slug}: answers each route with its prerendered page`, async ({ request }) => {
      for (const route of prerenderRoutes) {
        const res = await tenantGet(request, t.slug, route.path)
        expect(res.status(), route.path).toBe(200)
        const html = await res.text()
        const title = documentTitle(route.title, t, route.id === paths.home.id).replace(/&/g, '&amp;')
        expect(html, route.path).toContain(`<title>${title}</title>`)
        expect(html).toContain(`data-route-id="${route.id}"`)
      }
    })

    test(`${t.slug}: sitemap and robots name its own domain`, async ({ request }) => {
      const sitemap = await (await tenantGet(request, t.slug, '/sitemap.xml')).text()
      for (const route of prerenderRoutes) expect(sitemap).toContain(`<loc>https://${t.domain}${route.path}</loc>`)
      expect(await (await tenantGet(request, t.slug, '/robots.txt')).text()).toContain(`Sitemap: https://${t.domain}/sitemap.xml`)
    })
  }

  test('pages carry the security headers and hashed assets are immutable', async ({ request }) => {
    const res = await tenantGet(request, 'haven', '/legal/terms-of-use')
    expect(res.headers()['content-security-policy']).toContain("script-src 'self';")
    expect(res.headers()['x-content-type-options']).toBe('nosniff')
    expect(res.headers()['strict-transport-security']).toContain('max-age=')
    const script = /<script type="module" src="([^"]+)"/.exec(await res.text())![1]!
    const asset = await tenantGet(request, 'haven', script)
    expect(asset.headers()['cache-control']).toContain('immutable')
  })
})
