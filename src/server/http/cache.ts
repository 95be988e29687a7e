/** Anything that depends on who asks (tokens, favourites, profiles) must never be cached. */
export function privateNoStore(res: Response): Response {
  res.headers.set('cache-control', 'private, no-store')
  res.headers.set('vary', 'authorization, x-tenant-id')
  return res
}

/**
 * Public catalogue answers: the same for every visitor of a tenant, so a CDN or browser may keep
 * them briefly. Vary on x-tenant-id keeps one tenant's answer from serving another; on
 * authorization, because the same URL asked with a token answers for that buyer (favourites
 * marked) and must never be served the visitors' copy, nor the reverse (issue 33, invariant 7).
 */
export function publicCache(res: Response, maxAgeSeconds = 60): Response {
  res.headers.set(
    'cache-control',
    `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`,
  )
  res.headers.set('vary', 'authorization, x-tenant-id')
  return res
}

/** For a group of routes that answer who asks: private, unless the route marked its answer public. */
export function privateUnlessPublic(res: Response): Response {
  return res.headers.get('cache-control')?.startsWith('public') ? res : privateNoStore(res)
}
