import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { acceptedEncodings } from './content-encoding'
import type { MountedFunction } from './functions'
import { refuse } from './guard'

/** Set by the edge, never by the client: Netlify's name for the address a request came from. */
export const CLIENT_IP_HEADER = 'x-nf-client-connection-ip'

/**
 * Node's request as a web-standard Request (what Netlify Functions v2 receive). Like Netlify's
 * edge, the local server states the caller's address itself (the per-address rate limits read it)
 * and drops any value the client sent for it.
 */
export function toWebRequest(req: Pick<IncomingMessage, 'headers' | 'method' | 'socket'> & Readable, url: URL): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v))
    else headers.set(key, value)
  }
  const address = req.socket?.remoteAddress?.replace(/^::ffff:/, '')
  if (address) headers.set(CLIENT_IP_HEADER, address)
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as unknown as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs duplex for a streamed body
    duplex: hasBody ? 'half' : undefined,
  })
}

/** Below this an answer is sent as it is: compression would cost more than it saves. */
const COMPRESS_MIN_BYTES = 1024
const COMPRESSIBLE_TYPE = /^(application\/(json|xml|javascript)|text\/|image\/svg)/

/**
 * Writes a web Response back through Node's response. Function answers over 1 KB are compressed
 * on the fly (brotli at quality 4: fast enough per request) as Netlify does for deployed
 * functions; answers that carry their own Content-Encoding are left alone.
 */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  method = 'GET',
  acceptEncoding?: string,
) {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return
    headers[key] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  if (method === 'HEAD' || !response.body) {
    res.writeHead(response.status, headers)
    res.end()
    return null
  }
  let body = Buffer.from(await response.arrayBuffer())
  const type = response.headers.get('content-type') ?? ''
  const encoding = acceptedEncodings(acceptEncoding)[0]
  if (
    encoding &&
    body.length >= COMPRESS_MIN_BYTES &&
    COMPRESSIBLE_TYPE.test(type) &&
    !response.headers.has('content-encoding')
  ) {
    body =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(body, { level: 6 })
    headers['content-encoding'] = encoding
    headers['content-length'] = String(body.length)
  }
  const vary = response.headers.get('vary')
  headers.vary = vary ? `${vary}, accept-encoding` : 'accept-encoding'
  res.writeHead(response.status, headers)
  res.end(body)
  return { status: response.status, headers, body }
}

/** Methods fetch's Request refuses to carry (`new Request` throws): no function can be asked them. */
const UNCARRIED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

/**
 * One request through a mounted function, as Netlify runs it: the web Request in, its Response
 * back through Node's response (compressed when `compress`). Resolves to what was sent, for the
 * response cache; null when nothing may be kept.
 */
export async function answerWithFunction(
  fn: MountedFunction,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: { compress: boolean },
) {
  const method = req.method ?? 'GET'
  if (UNCARRIED_METHODS.has(method)) {
    refuse(res, 405, `${method} requests are not accepted here`, { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' })
    return null
  }
  const response = await fn.handler(toWebRequest(req, url), { site: { url: url.origin } })
  return sendWebResponse(res, response, method, options.compress ? req.headers['accept-encoding'] : undefined)
}
