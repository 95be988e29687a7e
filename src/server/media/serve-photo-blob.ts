import type { Store } from '@netlify/blobs'
import { IMMUTABLE_CACHE, SECURITY_HEADERS } from '~/config/http-headers'
import { fail } from '~/server/http/envelope'
import { PHOTO_URL_PREFIX } from './media-store'
import { photoFileType, variantFallbacks } from './photo-names'

/** The CDN keeps a photo as long as the browser may: its name is its content. */
export const PHOTO_CDN_CACHE = 'public, durable, max-age=31536000, immutable'

/** A stand-in variant (servePhotoFallback) is kept a day, not a year. */
export const FALLBACK_CACHE = 'public, max-age=86400'

const notFound = () => fail(404, 'No such photo', null, SECURITY_HEADERS)

/**
 * GET/HEAD /media/photos/<name> on Netlify (netlify/functions/photo.ts): streams the blob with its
 * type, cached for a year by browsers and the CDN. Only names the pipeline writes are looked up
 * (photo-names.ts), so a path that is not one answers 404 without opening the store.
 */
export async function servePhotoBlob(req: Request, openStore: () => Store): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return fail(405, `Method ${req.method} is not allowed: photos are read with GET`, null, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' })
  }
  const { pathname } = new URL(req.url)
  const name = pathname.startsWith(PHOTO_URL_PREFIX) ? pathname.slice(PHOTO_URL_PREFIX.length) : ''
  const type = photoFileType(name)
  if (!type) return notFound()
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Cache-Control': IMMUTABLE_CACHE,
    'Netlify-CDN-Cache-Control': PHOTO_CDN_CACHE,
  }
  // Opened only for a name worth looking up; a site without Blobs answers 503, never a crash.
  let store: Store
  try {
    store = openStore()
  } catch {
    return fail(503, 'Photo storage is not configured on this site', null, { ...SECURITY_HEADERS, 'Retry-After': '300' })
  }
  if (req.method === 'HEAD') {
    if (await store.getMetadata(name)) return new Response(null, { headers })
  } else {
    const body = await store.get(name, { type: 'stream' })
    if (body) return new Response(body, { headers })
  }
  return servePhotoFallback(req.method, name, store)
}

/**
 * A variant an earlier pipeline version did not write (photo-names.ts): the nearest larger one, for a
 * day only, so the real variant is served once the photo is processed again.
 */
async function servePhotoFallback(method: string, name: string, store: Store): Promise<Response> {
  for (const other of variantFallbacks(name)) {
    const headers = { ...SECURITY_HEADERS, 'Content-Type': photoFileType(other)!, 'Cache-Control': FALLBACK_CACHE }
    if (method === 'HEAD') {
      if (await store.getMetadata(other)) return new Response(null, { headers })
      continue
    }
    const body = await store.get(other, { type: 'stream' })
    if (body) return new Response(body, { headers })
  }
  return notFound()
}
