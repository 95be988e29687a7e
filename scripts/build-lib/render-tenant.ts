import { isCompressible, QUALITY, writeCompressed } from './precompress'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { clientRoutes, prerenderRoutes, allRoutes, paths, type AppRoute } from '~/config/paths'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import type { CompiledContent } from './content'
import { contentForTenant } from './content'
import { documentTitle, renderDocument } from './html-document'
import { redirectsFile, robotsTxt, sitemapXml } from './site-files'
import type { EntryAssets } from './vite-builds'
import { serviceWorkerFor } from './service-worker'

export interface ServerEntry {
  renderPage: (url: string, tenant: Tenant, content: Record<string, string>) => Promise<string>
  renderAppShell: (tenant: Tenant) => string
}

export interface RenderContext {
  /** The project's folder (the worker's built code is read from it). */
  root: string
  server: ServerEntry
  content: readonly CompiledContent[]
  staticAssets: EntryAssets
  marketplaceAssets: EntryAssets
  /** route id → its page chunk URL */
  pageChunks: Record<string, string | undefined>
}

function outFile(dir: string, route: AppRoute): string {
  return route.path === '/' ? join(dir, 'index.html') : join(dir, route.path.slice(1), 'index.html')
}

/** Writes files, creating each directory once (a tenant has a dozen pages in a few folders). */
function createWriter() {
  const dirs = new Map<string, Promise<unknown>>()
  return async (file: string, text: string, quality: number = QUALITY.perTenant) => {
    const dir = dirname(file)
    let made = dirs.get(dir)
    if (!made) dirs.set(dir, (made = mkdir(dir, { recursive: true })))
    await made
    await Promise.all([
      writeFile(file, text),
      isCompressible(file) ? writeCompressed(file, text, quality) : null,
    ])
  }
}

/**
 * Renders every page of one tenant for `dir`. Resolves once rendered, with the number of HTML
 * pages and a promise of their files being written.
 */
export async function renderTenant(
  ctx: RenderContext,
  tenant: Tenant,
  dir: string,
): Promise<{ pages: number; written: Promise<unknown> }> {
  const content = contentForTenant(ctx.content, tenant)
  // Rendering is synchronous CPU work; the writes run on libuv's pool meanwhile.
  const writes: Promise<void>[] = []
  const write = createWriter()
  const page = async (route: AppRoute, url: string, file: string, noindex = false) => {
    // Each page embeds only the content its route declares; other texts stay out of its HTML.
    const embedded = Object.fromEntries(
      (route.content ?? []).map((key) => {
        if (!(key in content)) throw new Error(`Route ${route.id}: no content/${key}.md`)
        return [key, content[key]!]
      }),
    )
    const bodyHtml = await ctx.server.renderPage(url, tenant, embedded)
    writes.push(
      write(
        file,
        renderDocument({
          tenant,
          path: url,
          title: documentTitle(route.title, tenant, route.id === paths.home.id),
          description: route.description,
          bodyHtml,
          assets: ctx.staticAssets,
          pageChunk: ctx.pageChunks[route.id],
          routeId: route.id,
          page: route.page,
          prerendered: true,
          noindex,
        }),
      ),
    )
  }
  for (const route of prerenderRoutes) await page(route, route.path, outFile(dir, route))
  await page(paths.notFound, '/404', join(dir, '404.html'), true)

  const appHtml = renderDocument({
    tenant,
    path: '/',
    title: tenant.display_name,
    bodyHtml: ctx.server.renderAppShell(tenant),
    assets: ctx.marketplaceAssets,
    routeId: '',
    prerendered: false,
    noindex: true,
  })
  // Every marketplace page of the tenant starts from this one file: brotli's best quality
  // (≈ 20 ms, once per tenant) takes 0.5 KB off each first visit (decision 052).
  writes.push(write(join(dir, 'app.html'), appHtml, QUALITY.shared))
  // The service worker (decision 054): this tenant's shell and the entries' files, as one version.
  writes.push(write(join(dir, 'sw.js'), serviceWorkerFor(ctx.root, appHtml, [ctx.marketplaceAssets, ctx.staticAssets])))
  writes.push(write(join(dir, 'sitemap.xml'), sitemapXml(tenant, allRoutes)))
  writes.push(write(join(dir, 'robots.txt'), robotsTxt(tenant)))
  writes.push(write(join(dir, '_redirects'), redirectsFile(clientRoutes)))
  return { pages: prerenderRoutes.length + 2, written: Promise.all(writes) }
}
