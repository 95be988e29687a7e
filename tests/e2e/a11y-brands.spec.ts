import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { prerenderRoutes } from '~/config/paths'
import { resolveFile, serveFile } from '../../scripts/serve-lib/static-files'
import { expect, test } from './fixtures'
import { seriousViolations } from './axe'

/**
 * Whatever colour an operator picks, the build derives shades that meet WCAG AA (decision 018):
 * three tenants with hard brand colours are built from a temporary tenants folder and checked.
 */
const BRANDS = { 'pale-yellow': '#fde047', 'mid-orange': '#f97316', 'dark-navy': '#0b1f3a' }

test.describe('brand colours an operator may pick', () => {
  test.describe.configure({ mode: 'serial' })
  let server: Server
  let port = 0
  let buildLog = ''

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const tmp = mkdtempSync(join(tmpdir(), 'haven-brands-'))
    const tenantsDir = join(tmp, 'tenants')
    mkdirSync(tenantsDir)
    const base = JSON.parse(readFileSync('tenants/haven.json', 'utf8')) as Record<string, unknown>
    for (const [slug, color] of Object.entries(BRANDS)) {
      const t = {
        ...base,
        slug,
        display_name: `Brand ${slug}`,
        domain: `${slug}.example`,
        primary_color: color,
      }
      writeFileSync(join(tenantsDir, `${slug}.json`), JSON.stringify(t, null, 2))
    }
    const out = join(tmp, 'dist')
    const built = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/build.ts',
        '--tenants-dir',
        tenantsDir,
        '--out-dir',
        out,
        '--skip-bundles',
      ],
      { encoding: 'utf8' },
    )
    buildLog = `${built.stdout}${built.stderr}`
    expect(built.status, buildLog).toBe(0)
    server = createServer((req, res) => {
      const slug = (req.headers.host ?? '').split('.')[0]!
      const url = new URL(req.url ?? '/', 'http://x')
      const { file, status } = resolveFile(resolve(out, slug), url.pathname)
      serveFile(res, file, status, req.method ?? 'GET', req.headers['accept-encoding'])
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    port = (server.address() as { port: number }).port
  })
  test.afterAll(() => server?.close())

  test('the build names the shades it adjusted, or none', () => {
    // No surface needs darkening; yellow and orange cannot be text on white, so their links change.
    expect(buildLog).toMatch(
      /warning: pale-yellow: primary_color #fde047 is 1\.32:1 on white; brand text and links use #817324/,
    )
    expect(buildLog).toMatch(
      /warning: mid-orange: primary_color #f97316 is 2\.80:1 on white; brand text and links use #b35310/,
    )
    expect(buildLog).not.toContain('warning: dark-navy:')
  })

  for (const slug of Object.keys(BRANDS)) {
    test(`${slug}: no serious or critical violation on any static page`, async ({ page }) => {
      // Fourteen pages, each analysed in full: several seconds each on a busy machine.
      test.setTimeout(150_000)
      const found: string[] = []
      for (const r of prerenderRoutes) {
        await page.goto(`http://${slug}.localhost:${port}${r.path}`)
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
        for (const v of await seriousViolations(page)) found.push(`${r.path}: ${v}`)
      }
      expect(found).toEqual([])
    })
  }
})
