import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseTenant, type Tenant } from '~/shared/tenant/tenant-schema'

export class TenantConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid tenant configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'TenantConfigError'
  }
}

export const DEFAULT_TENANTS_DIR = resolve(process.env.HAVEN_TENANTS_DIR ?? 'tenants')

/**
 * Reads and validates every tenants/*.json. Any problem — bad JSON, a bad field, a slug that does
 * not match the file name, a duplicate domain — is reported as `file: field: message`, and nothing
 * is returned until every file is valid.
 */
export function loadTenants(dir: string = DEFAULT_TENANTS_DIR): Tenant[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
  const problems: string[] = []
  const tenants: Tenant[] = []
  const fileOf = new Map<Tenant, string>()
  for (const file of files) {
    let raw: unknown
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'))
    } catch (err) {
      problems.push(`${file}: not valid JSON (${(err as Error).message})`)
      continue
    }
    const parsed = parseTenant(raw)
    if (!parsed.ok) {
      problems.push(...parsed.problems.map((p) => `${file}: ${p}`))
      continue
    }
    const expected = file.replace(/\.json$/, '')
    if (parsed.tenant.slug !== expected) problems.push(`${file}: slug: must be "${expected}" to match the file name`)
    tenants.push(parsed.tenant)
    fileOf.set(parsed.tenant, file)
  }
  const seen = new Map<string, string>()
  for (const t of tenants) {
    const other = seen.get(t.domain)
    if (other) problems.push(`${fileOf.get(t)}: domain: ${t.domain} is already used by ${other}`)
    seen.set(t.domain, fileOf.get(t)!)
  }
  if (files.length === 0) problems.push(`${dir}: no tenant files (*.json)`)
  if (problems.length) throw new TenantConfigError(problems)
  return tenants
}

/** Normalises a host or x-tenant-id value: lower case, no port, no trailing dot. */
export function normaliseDomain(value: string): string {
  let host = value.trim().toLowerCase()
  if (host.startsWith('[')) return host // IPv6 literal: never a tenant domain
  host = host.replace(/:\d+$/, '').replace(/\.+$/, '')
  return host
}

export interface TenantRegistry {
  all: readonly Tenant[]
  byDomain(domain: string): Tenant | undefined
  bySlug(slug: string): Tenant | undefined
  /** The tenant a request's Host names: its own domain, www.<domain>, or <slug>.localhost. */
  byHost(host: string): Tenant | undefined
}

export function createRegistry(tenants: readonly Tenant[]): TenantRegistry {
  const domains = new Map(tenants.map((t) => [t.domain, t]))
  const slugs = new Map(tenants.map((t) => [t.slug, t]))
  return {
    all: tenants,
    byDomain: (domain) => domains.get(normaliseDomain(domain)),
    bySlug: (slug) => slugs.get(slug),
    byHost(host) {
      const h = normaliseDomain(host)
      const local = /^([a-z0-9-]+)\.localhost$/.exec(h)
      if (local) return slugs.get(local[1]!)
      return domains.get(h) ?? domains.get(h.replace(/^www\./, ''))
    },
  }
}

let cached: TenantRegistry | null = null

/** The process-wide registry, read once from the tenants directory. */
export function tenantRegistry(): TenantRegistry {
  cached ??= createRegistry(loadTenants())
  return cached
}

/** Tests and the local server may swap the registry (e.g. a temporary tenants directory). */
export function setTenantRegistry(registry: TenantRegistry | null) {
  cached = registry
}

/** The flagship is the tenant that runs on the marketplace's own domain (or HAVEN_DEFAULT_TENANT). */
export function flagshipTenant(tenants: readonly Tenant[]): Tenant {
  const preferred = process.env.HAVEN_DEFAULT_TENANT
  return (
    tenants.find((t) => t.slug === preferred) ??
    tenants.find((t) => t.domain === t.marketplace_domain) ??
    tenants[0]!
  )
}

/**
 * The tenant a page request is for: the site's own tenant on a deploy (HAVEN_TENANT), else by
 * Host — localhost is the flagship, <slug>.localhost and each tenant's domain are that tenant.
 */
export function tenantForHost(registry: TenantRegistry, host: string): Tenant | undefined {
  const deployed = process.env.HAVEN_TENANT
  if (deployed) return registry.bySlug(deployed)
  const name = host.replace(/:\d+$/, '').toLowerCase()
  if (name === 'localhost' || name === '127.0.0.1' || name === '[::1]') return flagshipTenant(registry.all)
  return registry.byHost(name)
}
