import { purgeCache } from '@netlify/functions'

/** Something that keeps pages: the CDN, or `npm start`'s response cache. */
export type Purger = (tags: readonly string[]) => void | Promise<void>

const local = new Set<Purger>()

/** `npm start` registers its response cache, which plays the CDN locally. Returns the unregister. */
export function onPurge(purger: Purger): () => void {
  local.add(purger)
  return () => local.delete(purger)
}

/**
 * The Netlify sites whose CDN keeps these pages: HAVEN_CDN_SITE_IDS (every tenant's site, when one
 * database serves several), else the site this function runs in (SITE_ID). Netlify gives
 * functions NETLIFY_PURGE_API_TOKEN; elsewhere (`npm run ops` against production) set it.
 */
export function cdnSites(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.HAVEN_CDN_SITE_IDS || env.SITE_ID || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

async function purgeCdn(tags: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const token = env.NETLIFY_PURGE_API_TOKEN
  const sites = cdnSites(env)
  if (!token || !sites.length) return
  const apiURL = env.HAVEN_NETLIFY_API_URL || undefined
  await Promise.all(sites.map((siteID) => purgeCache({ tags: [...tags], siteID, token, apiURL })))
}

/**
 * After a write is committed: drops every cached page carrying one of these tags, at the CDN and
 * locally. A failed purge does not undo the write; it is logged, and the page refreshes within
 * PAGE_CDN_CACHE's s-maxage.
 */
export async function purgePages(tags: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const all = [purgeCdn(tags, env), ...[...local].map(async (p) => p(tags))]
  for (const result of await Promise.allSettled(all))
    if (result.status === 'rejected') console.error(`cache purge of ${tags.join(', ')} failed:`, result.reason)
}
