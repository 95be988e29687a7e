import { createReadStream, existsSync, statSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { join } from 'node:path'
import { pipeline } from 'node:stream'
import { IMMUTABLE_CACHE, SECURITY_HEADERS } from '~/config/http-headers'
import { mediaDir, PHOTO_URL_PREFIX } from '~/server/media/media-store'
import { photoFileType, variantFallbacks } from '~/server/media/photo-names'
import { FALLBACK_CACHE } from '~/server/media/serve-photo-blob'
import { benchPhoto, benchPhotoMode } from './bench-photo-modes'

const BENCH_MODE = benchPhotoMode()

/**
 * The pipeline's photos (decision 041) for `npm start`: from HAVEN_MEDIA_DIR (default .data/media),
 * immutable for a year (a name is its content). False when the path is not a photo's.
 */
export function servePhoto(res: ServerResponse, pathname: string, method: string): boolean {
  if (!pathname.startsWith(PHOTO_URL_PREFIX)) return false
  const name = pathname.slice(PHOTO_URL_PREFIX.length)
  const type = photoFileType(name)
  // A variant an earlier pipeline version did not write: the nearest larger one, for a day.
  const found = type ? [name, ...variantFallbacks(name)].find((n) => existsSync(join(mediaDir(), 'photos', n))) : undefined
  const file = join(mediaDir(), 'photos', found ?? name)
  const bench = BENCH_MODE && type ? benchPhoto(BENCH_MODE, name) : null
  if (bench) {
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': bench.type, 'Cache-Control': IMMUTABLE_CACHE, 'Content-Length': String(bench.body.length) })
    res.end(method === 'HEAD' ? undefined : bench.body)
    return true
  }
  if (!type || !found) {
    res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('No such photo')
    return true
  }
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': photoFileType(found)!,
    'Cache-Control': found === name ? IMMUTABLE_CACHE : FALLBACK_CACHE,
    'Content-Length': String(statSync(file).size),
  })
  if (method === 'HEAD') res.end()
  else pipeline(createReadStream(file), res, () => {})
  return true
}
