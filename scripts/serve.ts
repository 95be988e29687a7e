/**
 * `npm start`: one Node server for every tenant. Builds first when dist/ is stale, prepares the
 * embedded defaults (PGlite under .data/, e-mail to .data/outbox/), mounts netlify/functions
 * unchanged under their config.path, and serves each tenant's bundle by Host:
 *   localhost → the flagship tenant; <slug>.localhost and each tenant's own domain → that tenant.
 */
import { spawnSync } from 'node:child_process'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import type { Duplex } from 'node:stream'
import { onPurge } from '~/server/cache/purge-pages'
import { tenantRegistry } from '~/server/tenants/load-tenants'
import { isBuildFresh } from './build-lib/fingerprint'
import { findFunction, loadFunctions } from './serve-lib/functions'
import { guardRequest, refuse } from './serve-lib/guard'
import { answerWithFunction } from './serve-lib/node-adapter'
import { requestUrl } from './serve-lib/request-target'
import { isConsolePath, resolveFile, serveFile } from './serve-lib/static-files'
import { ensureDemoPhotos } from './serve-lib/demo-photos'
import { servePhoto } from './serve-lib/media-files'
import { flagshipTenant, prepareEmbeddedDefaults } from './serve-lib/embedded-defaults'
import { operatorRoute } from './serve-lib/operator-route'
import { createResponseCache } from './serve-lib/response-cache'
import { startMailTimer } from './serve-lib/mail-timer'
import { consoleUploadPipeline } from '~/server/media/console-upload-pipeline'
import { folderStore } from '~/server/media/media-store'
import { useUploadPipeline } from '~/server/media/upload-pipeline'
import { folderStaging, useUploadStaging } from '~/server/uploads/upload-staging'
import { startAlertsTimer } from './serve-lib/alerts-timer'

const ROOT = resolve(import.meta.dirname, '..')
// A local run: http://localhost and <slug>.localhost are the tenants' sites here (tenant-origin.ts).
// HAVEN_LOCAL_ORIGINS=0 turns that off, to try the deployed behaviour.
process.env.HAVEN_LOCAL_ORIGINS ??= '1'
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
await ensureDemoPhotos()
// The console's uploads run the pipeline here, where sharp is, into the folder served below (decision 048).
useUploadPipeline(consoleUploadPipeline(folderStore()))
// Their parts wait in .data/uploads until completed (decision 057).
useUploadStaging(folderStaging())
await prepareEmbeddedDefaults()
startMailTimer()
startAlertsTimer()
const functions = await loadFunctions(join(ROOT, 'netlify/functions'))

const operator = operatorRoute()
const cache = createResponseCache()
// An operator's change or an import purges the pages tagged with it here, as on Netlify's CDN.
onPurge((tags) => cache.purge(tags))
/** One request, any request: every way it can go wrong ends in an answer, never in the process ending. */
async function handle(req: IncomingMessage, res: ServerResponse) {
  // db:import & co. from this machine (operator-route.ts); what they write must show at once.
  if (operator.handle(req, res)) {
    res.on('finish', () => cache.clear())
    return
  }
  const target = requestUrl(req)
  if ('error' in target) return refuse(res, 400, target.error)
  const { url } = target
  const method = req.method ?? 'GET'
  // The photo function's preferStatic (decision 041): here the photos are HAVEN_MEDIA_DIR's files;
  // the function, which reads Netlify Blobs, only answers what is not a read.
  if ((method === 'GET' || method === 'HEAD') && servePhoto(res, url.pathname, method)) return
  const fn = findFunction(functions, url.pathname)
  const hit = fn && cache.get(req)
  if (hit) {
    res.writeHead(hit.status, hit.headers)
    res.end(hit.body)
    return
  }
  if (fn) {
    const sent = await answerWithFunction(fn, req, res, url, { compress: true })
    if (sent) cache.put(req, sent)
    // An operator's write through /api/v1/ops (decision 035) shows at once too, as db:import's does.
    // So does a staff member's through the console (decision 045).
    if (method !== 'GET' && /^\/api\/v1\/(ops|console\/(listings|realtors|uploads))(\/|$)/.test(url.pathname) && res.statusCode < 400) cache.clear()
    return
  }
  const hostname = url.hostname
  const tenant =
    hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
      ? flagship
      : registry.byHost(hostname)
  if (!tenant)
    return refuse(res, 404, `No tenant is configured for ${hostname}. Try http://localhost:${PORT}/ or http://<slug>.localhost:${PORT}/`)
  if (method !== 'GET' && method !== 'HEAD') return refuse(res, 405, `${method} is not allowed here`, { allow: 'GET, HEAD' })
  const { file, status } = resolveFile(join(ROOT, 'dist', tenant.slug), url.pathname)
  if (isConsolePath(url.pathname)) res.setHeader('X-Robots-Tag', 'noindex, nofollow')
  serveFile(res, file, status, method, req.headers['accept-encoding'])
}

const server = createServer((req, res) => guardRequest(req, res, () => handle(req, res)))
// Without a listener Node drops a CONNECT silently; say why instead.
server.on('connect', (_req, socket: Duplex) => {
  socket.on('error', () => {})
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
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
