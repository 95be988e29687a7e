import { allRoutes } from '~/config/paths'
import { seriousViolations } from './axe'
import { expect, openSite, tenants, test } from './fixtures'

/**
 * Every route of src/config/paths.ts on every tenant, at the project's width (desktop 1280 px,
 * mobile 390 px): routes added later are checked without editing this spec.
 */
const pages = allRoutes.flatMap((r) => {
  if (r.path === '*') return [{ id: r.id, path: '/no-such-page-for-axe' }]
  // Parameterised routes need a sample record; none of the current ones has parameters.
  if (r.path.includes(':')) return []
  return [{ id: r.id, path: r.path }]
})

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const t of tenants) {
    test(`${t.slug}: no serious or critical violation on any route`, async ({ page }) => {
      test.setTimeout(30_000 + pages.length * 8_000)
      const found: string[] = []
      for (const p of pages) {
        await openSite(page, t.slug, p.path)
        // Client routes render their data after load: wait until the network settles.
        await page.waitForLoadState('networkidle')
        for (const v of await seriousViolations(page)) found.push(`${p.path}: ${v}`)
      }
      expect(found).toEqual([])
    })
  }
})
