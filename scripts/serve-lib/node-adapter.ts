import type { IncomingMessage, ServerResponse } from 'node:http'
import { PassThrough, Readable } from 'node:stream'
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
export function toWebRequest(req: Pick<IncomingMessage, 'headers' | 'method' | 'socket'> & Readable, url: URL, body: Readable = req): Request {
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
    body: hasBody ? (Readable.toWeb(body) as unknown as ReadableStream) : undefined,
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
  /** Close the connection after this answer (`Connection: close`). */
  close = false,
) {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return
    headers[key] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  if (close) headers.connection = 'close'
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

/**
 * What the server reads and throws away of a body the function left unread (an upload refused
 * with 401 or 403 before its bytes), so that the connection can carry the next request: a part is
 * at most 4 MiB. A larger or unannounced body is not waited for: the answer says `Connection:
 * close`, and the connection ends once the rest stops or passes this (issue 33, finding 12).
 */
export const UNREAD_BODY_DRAIN_BYTES = 5 * 1024 * 1024

/**
 * The body the function reads goes through `toFunction`, so that what it leaves unread can be
 * taken back: Node's parser reads the next request on a connection only once this one's body is
 * through, and a web stream holding it paused (Readable.toWeb) never lets go of it.
 */
function unreadBody(req: IncomingMessage) {
  const toFunction = new PassThrough()
  req.pipe(toFunction)
  const length = Number(req.headers['content-length'] ?? NaN)
  return {
    toFunction,
    /** Unread, and too much (or of no stated length) to read through: close after the answer. */
    tooMuch: () => !req.complete && !(length <= UNREAD_BODY_DRAIN_BYTES),
    /** After the answer: the rest read and dropped, the connection closed past the cap. */
    drain() {
      if (req.complete) return
      req.unpipe(toFunction)
      toFunction.destroy()
      let dropped = 0
      req.on('data', (chunk: Buffer) => {
        dropped += chunk.length
        if (dropped > UNREAD_BODY_DRAIN_BYTES) req.socket.destroy()
      })
      req.resume()
    },
  }
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
  const body = unreadBody(req)
  const response = await fn.handler(toWebRequest(req, url, body.toFunction), { site: { url: url.origin } })
  const sent = await sendWebResponse(res, response, method, options.compress ? req.headers['accept-encoding'] : undefined, body.tooMuch())
  body.drain()
  return sent
}
