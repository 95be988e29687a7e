import { createReadStream, existsSync, statSync } from 'node:fs'
import { pipeline } from 'node:stream'
import type { ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { HTML_CACHE, IMMUTABLE_CACHE, SECURITY_HEADERS, SERVICE_WORKER_CACHE } from '~/config/http-headers'
import { clientRoutes } from '~/config/paths'
import { acceptedEncodings, FILE_SUFFIX } from './content-encoding'
import { pathPattern } from './functions'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

const clientPatterns = clientRoutes.map((r) => pathPattern(r.path))

/** The operator console's pages: never indexed (X-Robots-Tag), one HTML file for all (decision 045). */
export const isConsolePath = (pathname: string) => pathname === '/console' || pathname.startsWith('/console/')

/** The file a path maps to inside a tenant bundle, as a CDN would resolve it; never outside it. */
export function resolveFile(root: string, pathname: string): { file: string; status: number } {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return { file: join(root, '404.html'), status: 404 }
  }
  const safe = normalize(decoded).replace(/^([/\\])+/, '')
  const candidate = join(root, safe)
  if (candidate !== root && !candidate.startsWith(root + sep))
    return { file: join(root, '404.html'), status: 404 }
  for (const file of [candidate, join(candidate, 'index.html')]) {
    if (existsSync(file) && statSync(file).isFile()) return { file, status: 200 }
  }
  const bare = pathname.replace(/\/+$/, '') || '/'
  if (clientPatterns.some((p) => p.test(bare))) return { file: join(root, 'app.html'), status: 200 }
  // The operator console routes in the browser under /console (decision 045).
  if (isConsolePath(bare)) return { file: join(root, 'console', 'index.html'), status: 200 }
  return { file: join(root, '404.html'), status: 404 }
}

/**
 * Sends a bundle file, as its precompressed .br or .gz twin when the client accepts it (the build
 * writes both beside every text file), always with Vary: Accept-Encoding.
 */
export function serveFile(
  res: ServerResponse,
  file: string,
  status: number,
  method: string,
  acceptEncoding?: string,
) {
  const ext = extname(file)
  const encoding = acceptedEncodings(acceptEncoding).find((e) => existsSync(file + FILE_SUFFIX[e]))
  const sent = encoding ? file + FILE_SUFFIX[encoding] : file
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': file.includes(`${sep}assets${sep}`) ? IMMUTABLE_CACHE : file.endsWith(`${sep}sw.js`) ? SERVICE_WORKER_CACHE : HTML_CACHE,
    'Content-Length': String(statSync(sent).size),
    Vary: 'Accept-Encoding',
  }
  if (encoding) headers['Content-Encoding'] = encoding
  res.writeHead(status, headers)
  if (method === 'HEAD') res.end()
  // pipeline, not pipe: a read error (the file replaced by a rebuild) or a client gone mid-file
  // closes both ends instead of raising an 'error' nobody listens to, which ends the process.
  else pipeline(createReadStream(sent), res, () => {})
}
