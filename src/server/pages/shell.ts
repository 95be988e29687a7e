import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Tenant } from '~/shared/tenant/tenant-schema'

export interface ShellLoaderOptions {
  /** Where the build writes each tenant's bundle (dist/<slug>/app.html). */
  distDir?: string
  /** How the shell is asked of the site itself when the file is not beside the function. */
  fetcher?: (url: URL, init: RequestInit) => Promise<Response>
  /** How long a fetched shell is kept. */
  ttlMs?: number
  /** How long the site may take to answer for the shell. */
  timeoutMs?: number
  now?: () => number
}

export type ShellLoader = (tenant: Tenant, origin: string) => Promise<string | null>

/**
 * The tenant's app shell: dist/<slug>/app.html as the build wrote it, or dist/deploy/app.html for
 * the tenant a deploy serves (netlify.toml includes it beside the function), else `/app.html`
 * fetched from the site itself. null when none is there.
 *
 * The file is read again whenever it changes (a rebuild swaps dist/<slug> for a new directory):
 * a shell kept past a rebuild would name hashed scripts the rebuild deleted. A fetched shell is
 * kept a minute per origin: it changes only with a deploy, which starts new function instances.
 */
export function createShellLoader(options: ShellLoaderOptions = {}): ShellLoader {
  const { distDir = join(process.cwd(), 'dist'), fetcher = (url, init) => fetch(url, init), ttlMs = 60_000, timeoutMs = 3_000, now = Date.now } = options
  const files = new Map<string, { html: string; stamp: string }>()
  const fetched = new Map<string, { html: string; at: number }>()

  async function fromFile(slug: string): Promise<string | null> {
    // A deploy ships its own tenant's bundle as dist/deploy (netlify.toml's included_files).
    const deployed = process.env.HAVEN_TENANT === slug ? [join(distDir, 'deploy', 'app.html')] : []
    let file = ''
    let info = null
    for (file of [join(distDir, slug, 'app.html'), ...deployed]) {
      info = await stat(file).catch(() => null)
      if (info?.isFile()) break
    }
    if (!info?.isFile()) return null
    const stamp = `${info.ino}:${info.mtimeMs}:${info.size}`
    const hit = files.get(file)
    if (hit?.stamp === stamp) return hit.html
    const html = await readFile(file, 'utf8').catch(() => null)
    if (html) files.set(file, { html, stamp })
    return html
  }

  async function fromSite(slug: string, origin: string): Promise<string | null> {
    const key = `${slug} ${origin}`
    const hit = fetched.get(key)
    if (hit && now() - hit.at < ttlMs) return hit.html
    const html = await fetcher(new URL('/app.html', origin), { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) }).then(
      async (res) => (res.ok ? await res.text() : null),
      () => null,
    )
    if (html) fetched.set(key, { html, at: now() })
    return html
  }

  return async (tenant, origin) => (await fromFile(tenant.slug)) ?? (await fromSite(tenant.slug, origin).catch(() => null))
}

/** The process-wide loader the page function uses. */
export const loadShell: ShellLoader = createShellLoader()
