import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

function build(args: string[]) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--skip-bundles', ...args], { encoding: 'utf8' })
  return { status: res.status, out: `${res.stdout}${res.stderr}` }
}

function tenantsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'))
  cpSync('tenants', dir, { recursive: true })
  return dir
}

describe('npm run build', () => {
  it('stops on a malformed tenant file, naming file and field, and leaves earlier output untouched', () => {
    const tenants = tenantsCopy()
    const bad = JSON.parse(readFileSync(join(tenants, 'lekki-prime.json'), 'utf8')) as Record<string, unknown>
    writeFileSync(join(tenants, 'lekki-prime.json'), JSON.stringify({ ...bad, domain: 'not a domain' }))
    const out = mkdtempSync(join(tmpdir(), 'dist-'))
    mkdirSync(join(out, 'lekki-prime'))
    writeFileSync(join(out, 'lekki-prime', 'index.html'), 'previous build')

    const res = build(['--tenants-dir', tenants, '--out-dir', out])
    expect(res.status).toBe(1)
    expect(res.out).toContain('lekki-prime.json: domain: domain must be a bare host name such as haven.ng')
    expect(readFileSync(join(out, 'lekki-prime', 'index.html'), 'utf8')).toBe('previous build')
  })

  it('builds one tenant into a complete, self-contained bundle', { timeout: 120_000 }, () => {
    const tenants = tenantsCopy()
    const copy = JSON.parse(readFileSync(join(tenants, 'capital-keys.json'), 'utf8')) as Record<string, unknown>
    writeFileSync(join(tenants, 'eko-homes.json'), JSON.stringify({ ...copy, slug: 'eko-homes', display_name: 'Eko Homes', domain: 'ekohomes.ng', primary_color: '#0e7490' }))
    const out = mkdtempSync(join(tmpdir(), 'dist-'))

    const res = build(['--tenants-dir', tenants, '--out-dir', out, '--tenant', 'eko-homes'])
    expect(res.status, res.out).toBe(0)
    const dir = join(out, 'eko-homes')
    for (const f of ['index.html', '404.html', 'app.html', 'legal/index.html', 'legal/terms-of-use/index.html', 'sitemap.xml', 'robots.txt', '_redirects']) {
      expect(existsSync(join(dir, f)), f).toBe(true)
    }
    const home = readFileSync(join(dir, 'index.html'), 'utf8')
    expect(home).toContain('<title>Eko Homes — ')
    expect(home).toContain('--brand:#0e7490')
    const script = /<script type="module" src="([^"]+)"/.exec(home)![1]!
    expect(existsSync(join(dir, script))).toBe(true)
    expect(readFileSync(join(dir, 'sitemap.xml'), 'utf8')).toContain('<loc>https://ekohomes.ng/legal/privacy-policy</loc>')
    expect(readFileSync(join(dir, '_redirects'), 'utf8')).toContain('/listings  /app.html  200')
    expect(existsSync(join(out, 'haven')), 'only the named tenant').toBe(false)
  })

  it('refuses an unknown --tenant', () => {
    const res = build(['--tenant', 'nobody'])
    expect(res.status).toBe(1)
    expect(res.out).toContain('--tenant nobody: no file nobody.json')
  })
})
