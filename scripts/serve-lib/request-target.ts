import type { IncomingMessage } from 'node:http'

type Target = Pick<IncomingMessage, 'url' | 'headers' | 'rawHeaders'>

/** The URL a request names, or why it names none (the answer is then a 400 with that reason). */
export type RequestUrl = { url: URL } | { error: string }

/**
 * The URL of a request, as RFC 9112 §3.2 reads its target: a path (origin-form) on the site its
 * one Host header names, or an absolute http(s) URL (absolute-form, whose authority wins over
 * Host). Never throws: `new URL()` does on `//[x/`, `http://localhost:99999/` or `Host: [::1`,
 * and one such request used to end the whole server, every tenant with it.
 */
export function requestUrl(req: Target): RequestUrl {
  const target = req.url ?? '/'
  if (/^https?:\/\//i.test(target)) return absoluteForm(target)
  if (!target.startsWith('/')) return { error: 'The request target must be a path starting with /' }
  const hosts = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i]!.toLowerCase() === 'host')
  if (hosts.length > 1) return { error: 'The request has more than one Host header' }
  const site = siteOf(req.headers.host ?? 'localhost')
  if (!site) return { error: 'The Host header is not a valid host name and port' }
  const url = parse(target, site)
  // `//other.example/x` would parse as another site's URL: an origin-form target is a path only.
  if (!url || url.host !== site.host) return { error: 'The request target is not a valid path' }
  return { url }
}

function absoluteForm(target: string): RequestUrl {
  const url = parse(target)
  if (!url || url.username || url.password || !url.hostname)
    return { error: 'The request target is not a valid http URL' }
  return { url }
}

/** `http://<host>/` for a Host header that is a host and an optional port, and nothing more. */
function siteOf(host: string): URL | null {
  const site = parse(`http://${host}`)
  const bare = site && !site.username && !site.password && site.pathname === '/' && !site.search && !site.hash
  return bare && site.hostname ? site : null
}

function parse(input: string, base?: URL): URL | null {
  try {
    return new URL(input, base)
  } catch {
    return null
  }
}
