import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createRegistry, loadTenants, normaliseDomain, TenantConfigError } from './load-tenants'

const haven = JSON.parse(readFileSync('tenants/haven.json', 'utf8')) as Record<string, unknown>

function dirWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'))
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), typeof body === 'string' ? body : JSON.stringify(body))
  return dir
}

function problemsOf(dir: string): string[] {
  try {
    loadTenants(dir)
  } catch (err) {
    if (err instanceof TenantConfigError) return err.problems
    throw err
  }
  return []
}

describe('loadTenants', () => {
  it('loads the shipped tenants: a flagship with verification and two partner brands', () => {
    const tenants = loadTenants('tenants')
    expect(tenants.map((t) => t.slug)).toEqual(['capital-keys', 'haven', 'lekki-prime'])
    expect(new Set(tenants.map((t) => t.primary_color)).size).toBe(3)
    expect(tenants.find((t) => t.slug === 'haven')!.feature_flag.enable_property_verification).toBe(true)
    expect(tenants.some((t) => !t.feature_flag.enable_property_verification)).toBe(true)
  })

  it('names the file, the field and what is wrong', () => {
    const dir = dirWith({ 'haven.json': { ...haven, primary_color: 'green' } })
    expect(problemsOf(dir)).toEqual(['haven.json: primary_color: primary_color must be a hex colour like #0b6e4f'])
  })

  it('reports nested fields with their path', () => {
    const dir = dirWith({ 'haven.json': { ...haven, feature_flag: { enable_property_verification: 'yes' } } })
    expect(problemsOf(dir)[0]).toBe('haven.json: feature_flag.enable_property_verification: enable_property_verification must be true or false')
  })

  it('reports bad JSON, unknown fields, a slug that is not the file name and duplicate domains', () => {
    const dir = dirWith({
      'a.json': '{ nope',
      'b.json': { ...haven, slug: 'b', colour: '#fff' },
      'haven.json': haven,
      'other.json': { ...haven, slug: 'elsewhere' },
    })
    const problems = problemsOf(dir)
    expect(problems.some((p) => p.startsWith('a.json: not valid JSON'))).toBe(true)
    expect(problems.some((p) => p.startsWith('b.json: colour:'))).toBe(true)
    expect(problems).toContain('other.json: slug: must be "other" to match the file name')
    expect(problems).toContain('other.json: domain: haven.ng is already used by haven.json')
  })

  it('applies defaults for what a tenant may leave out', () => {
    const [t] = loadTenants(dirWith({ 'haven.json': haven }))
    expect(t!.api_base_url).toBe('/api/v1')
    expect(t!.currency).toBe('NGN')
  })
})

describe('registry', () => {
  const registry = createRegistry(loadTenants('tenants'))

  it('normalises case, port and trailing dot', () => {
    expect(normaliseDomain('HAVEN.ng.:443')).toBe('haven.ng')
    expect(registry.byDomain('Haven.NG.')?.slug).toBe('haven')
    expect(registry.byDomain('nobody.ng')).toBeUndefined()
  })

  it('maps hosts: own domain, www., and <slug>.localhost', () => {
    expect(registry.byHost('lekkiprime.com')?.slug).toBe('lekki-prime')
    expect(registry.byHost('www.lekkiprime.com:8888')?.slug).toBe('lekki-prime')
    expect(registry.byHost('capital-keys.localhost:8888')?.slug).toBe('capital-keys')
    expect(registry.byHost('ghost.localhost')).toBeUndefined()
  })
})
