/**
 * `npm run dev`: Vite's dev server with hot reload, rendering pages through the same SSR entry and
 * document template as the build, and mounting the same netlify/functions modules.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { createServer as createViteServer } from 'vite'
import { allRoutes, paths } from '~/config/paths'
import { tenantRegistry } from '~/server/tenants/load-tenants'
import { compileContent, contentForTenant } from './build-lib/content'
import { documentTitle, renderDocument } from './build-lib/html-document'
import type { ServerEntry } from './build-lib/render-tenant'
import { findFunction, loadFunctions, pathPattern } from './serve-lib/functions'
import { guardRequest, refuse } from './serve-lib/guard'
import { answerWithFunction } from './serve-lib/node-adapter'
import { requestUrl } from './serve-lib/request-target'
import { flagshipTenant, prepareEmbeddedDefaults } from './serve-lib/embedded-defaults'

const ROOT = resolve(import.meta.dirname, '..')
// A local run: http://localhost and <slug>.localhost are the tenants' sites here (tenant-origin.ts).
// HAVEN_LOCAL_ORIGINS=0 turns that off, to try the deployed behaviour.
process.env.HAVEN_LOCAL_ORIGINS ??= '1'
const PORT = Number(process.env.PORT ?? 8888)
const registry = tenantRegistry()
const flagship = flagshipTenant(registry.all)
await prepareEmbeddedDefaults()
// Marketplace pages come from Vite here (hot reload); the page function fills built shells only.
const functions = (await loadFunctions(join(ROOT, 'netlify/functions'))).filter((f) => f.name !== 'marketplace-page')
const vite = await createViteServer({ root: ROOT, server: { middlewareMode: true }, appType: 'custom' })
const matchers = allRoutes.map((r) => ({ route: r, re: pathPattern(r.path) }))

const server = createHttpServer((req, res) => guardRequest(req, res, () => handle(req, res)))

async function handle(req: IncomingMessage, res: ServerResponse) {
  const target = requestUrl(req)
  if ('error' in target) return refuse(res, 400, target.error)
  const { url } = target
  const fn = findFunction(functions, url.pathname)
  if (fn) return answerWithFunction(fn, req, res, url, { compress: false })
  vite.middlewares(req, res, async () => {
    try {
      const tenant = url.hostname === 'localhost' ? flagship : registry.byHost(url.hostname)
      if (!tenant) {
        res.statusCode = 404
        res.end(`No tenant for ${url.hostname}`)
        return
      }
      const route = matchers.find((m) => m.re.test(url.pathname))?.route ?? paths.notFound
      const server = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as ServerEntry
      const isClient = route.render === 'client'
      const content = contentForTenant(compileContent(join(ROOT, 'content')), tenant)
      const bodyHtml = isClient ? server.renderAppShell(tenant) : await server.renderPage(url.pathname, tenant, content)
      const html = renderDocument({
        tenant,
        path: url.pathname,
        title: documentTitle(route.title, tenant, route.id === paths.home.id),
        bodyHtml,
        assets: { script: isClient ? '/src/app/entry-marketplace.tsx' : '/src/app/entry-static.tsx', preloads: [], css: [] },
        routeId: isClient ? '' : route.id,
        page: isClient ? undefined : route.page,
        prerendered: !isClient,
      })
      res.statusCode = route === paths.notFound ? 404 : 200
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(await vite.transformIndexHtml(url.pathname, html))
    } catch (err) {
      vite.ssrFixStacktrace(err as Error)
      console.error(err)
      res.statusCode = 500
      res.end((err as Error).message)
    }
  })
}

server.listen(PORT, () => console.log(`Haven dev server at http://localhost:${PORT}/`))
