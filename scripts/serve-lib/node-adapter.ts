import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

/** Node's request as a web-standard Request (what Netlify Functions v2 receive). */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v))
    else headers.set(key, value)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as unknown as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs duplex for a streamed body
    duplex: hasBody ? 'half' : undefined,
  })
}

/** Writes a web Response back through Node's response. */
export async function sendWebResponse(res: ServerResponse, response: Response, method = 'GET') {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return
    headers[key] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  res.writeHead(response.status, headers)
  if (method === 'HEAD' || !response.body) {
    res.end()
    return
  }
  const body = Buffer.from(await response.arrayBuffer())
  res.end(body)
}
