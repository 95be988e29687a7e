import { purgeCache } from '@netlify/functions'
import { keepAlive } from '~/server/platform/keep-alive'

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

/**
 * The waits before each retry of a refused purge (±20 %): 0.25 + 0.5 + 1 + 2 + 4 s ≈ 7.75 s, so
 * six attempts fit inside the 10 s Netlify gives a synchronous function, answer included
 * (decision 038). Tests shorten them.
 */
export const PURGE_RETRY = { delaysMs: [250, 500, 1_000, 2_000, 4_000] }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms * (0.8 + Math.random() * 0.4)))

const retrying = new Set<Promise<void>>()

/** One site's purge, tried again after each refusal; the last refusal is logged, never thrown. */
async function retryPurge(send: () => Promise<void>, what: string, firstError: unknown): Promise<void> {
  let error = firstError
  for (const [i, wait] of PURGE_RETRY.delaysMs.entries()) {
    console.warn(`cache purge of ${what} refused (${String(error)}); attempt ${i + 2} in ${wait} ms`)
    await sleep(wait)
    try {
      await send()
      return
    } catch (err) {
      error = err
    }
  }
  console.error(`cache purge of ${what} failed after ${PURGE_RETRY.delaysMs.length + 1} attempts; its pages refresh within the hour:`, error)
}

async function purgeCdn(tags: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const token = env.NETLIFY_PURGE_API_TOKEN
  const sites = cdnSites(env)
  if (!token || !sites.length) return
  const apiURL = env.HAVEN_NETLIFY_API_URL || undefined
  await Promise.all(
    sites.map(async (siteID) => {
      const send = () => purgeCache({ tags: [...tags], siteID, token, apiURL })
      try {
        await send()
      } catch (err) {
        // Not on the writer's path: the write is committed and answered; the retries go on after.
        const retry = keepAlive(retryPurge(send, `${tags.join(', ')} on ${siteID}`, err)).finally(() => retrying.delete(retry))
        retrying.add(retry)
      }
    }),
  )
}

/**
 * After a write is committed: drops every cached page carrying one of these tags, at the CDN and
 * locally. The first attempt is awaited; a refused one is retried with backoff after the answer
 * (purgesIdle), and a write is never undone by a purge. Past the last retry the page still
 * refreshes within PAGE_CDN_CACHE's s-maxage.
 */
export async function purgePages(tags: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const all = [purgeCdn(tags, env), ...[...local].map(async (p) => p(tags))]
  for (const result of await Promise.allSettled(all))
    if (result.status === 'rejected') console.error(`cache purge of ${tags.join(', ')} failed:`, result.reason)
}

/** Settles once no purge is being retried in this process (tests, and a CLI before it exits). */
export async function purgesIdle(): Promise<void> {
  while (retrying.size) await Promise.all(retrying)
}
