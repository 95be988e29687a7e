/**
 * `npm start`: one Node server for every tenant. Builds first when dist/ is stale, prepares the
 * embedded defaults (PGlite under .data/, e-mail to .data/outbox/), mounts netlify/functions
 * unchanged under their config.path, and serves each tenant's bundle by Host:
 *   localhost → the flagship tenant; <slug>.localhost and each tenant's own domain → that tenant.
 */
import { spawnSync } from 'node:child_process'
import { createServer } from 'node:http'
import { join, resolve } from 'node:path'
import { onPurge } from '~/server/cache/purge-pages'
import { tenantRegistry } from '~/server/tenants/load-tenants'
import { isBuildFresh } from './build-lib/fingerprint'
import { findFunction, loadFunctions } from './serve-lib/functions'
import { sendWebResponse, toWebRequest } from './serve-lib/node-adapter'
import { resolveFile, serveFile } from './serve-lib/static-files'
import { flagshipTenant, prepareEmbeddedDefaults } from './serve-lib/embedded-defaults'
import { operatorRoute } from './serve-lib/operator-route'
import { createResponseCache } from './serve-lib/response-cache'

const ROOT = resolve(import.meta.dirname, '..')
const PORT = Number(process.env.PORT ?? 8888)

if (process.env.HAVEN_SKIP_BUILD !== '1' && !isBuildFresh(ROOT)) {
  console.log('Building (sources changed since the last build)…')
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/build.ts')], {
    stdio: 'inherit',
    cwd: ROOT,
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const registry = tenantRegistry()
const flagship = flagshipTenant(registry.all)
await prepareEmbeddedDefaults()
const functions = await loadFunctions(join(ROOT, 'netlify/functions'))

const operator = operatorRoute()
const cache = createResponseCache()
// An operator's change or an import purges the pages tagged with it here, as on Netlify's CDN.
onPurge((tags) => cache.purge(tags))
const server = createServer((req, res) => {
  // db:import & co. from this machine (operator-route.ts); what they write must show at once.
  if (operator.handle(req, res)) {
    res.on('finish', () => cache.clear())
    return
  }
  const host = req.headers.host ?? 'localhost'
  const url = new URL(req.url ?? '/', `http://${host}`)
  const method = req.method ?? 'GET'
  const fn = findFunction(functions, url.pathname)
  const done = (err?: unknown) => {
    if (!err) return
    console.error(err)
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('Internal error')
  }
  const hit = fn && cache.get(req)
  if (hit) {
    res.writeHead(hit.status, hit.headers)
    res.end(hit.body)
    return
  }
  if (fn) {
    Promise.resolve(fn.handler(toWebRequest(req, url.origin), { site: { url: url.origin } }))
      .then((response) => sendWebResponse(res, response, method, req.headers['accept-encoding']))
      .then((sent) => {
        if (sent) cache.put(req, sent)
        // An operator's write through /api/v1/ops (decision 035) shows at once too, as db:import's does.
        if (method !== 'GET' && url.pathname.startsWith('/api/v1/ops/') && res.statusCode < 400) cache.clear()
      })
      .then(() => done(), done)
    return
  }
  const hostname = url.hostname
  const tenant =
    hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
      ? flagship
      : registry.byHost(hostname)
  if (!tenant) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
    res.end(
      `No tenant is configured for ${hostname}. Try http://localhost:${PORT}/ or http://<slug>.localhost:${PORT}/`,
    )
    return
  }
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' })
    res.end()
    return
  }
  const { file, status } = resolveFile(join(ROOT, 'dist', tenant.slug), url.pathname)
  try {
    serveFile(res, file, status, method, req.headers['accept-encoding'])
  } catch (err) {
    done(err)
  }
})

server.listen(PORT, () => {
  operator.listening(server)
  console.log(`Haven is running at http://localhost:${PORT}/ (${flagship.display_name})`)
  for (const t of registry.all)
    console.log(`  ${t.display_name.padEnd(24)} http://${t.slug}.localhost:${PORT}/`)
})

const stop = () => server.close(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
