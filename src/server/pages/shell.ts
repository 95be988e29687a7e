import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Tenant } from '~/shared/tenant/tenant-schema'

const TTL_MS = 60_000
const memo = new Map<string, { html: string; at: number }>()

/**
 * The tenant's app shell (dist/<slug>/app.html, as the build wrote it; netlify.toml includes it
 * beside the function), else fetched from the site itself. Kept for a minute: a rebuild is picked
 * up without a restart. null when neither is there.
 */
export async function loadShell(tenant: Tenant, origin: string, fetcher: typeof fetch = fetch): Promise<string | null> {
  const hit = memo.get(tenant.slug)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.html
  const html =
    (await readFile(join(process.cwd(), 'dist', tenant.slug, 'app.html'), 'utf8').catch(() => null)) ??
    (await fetcher(new URL('/app.html', origin)).then(
      (res) => (res.ok ? res.text() : null),
      () => null,
    ))
  if (html) memo.set(tenant.slug, { html, at: Date.now() })
  return html
}
