import { configureApi } from '~/lib/api-client'
import { readToken } from '~/lib/auth-token'

export interface FakeRequest {
  method: string
  /** Path under the API base, e.g. '/auth/user-login'. */
  path: string
  query: URLSearchParams
  body: unknown
  headers: Record<string, string>
}

export interface FakeAnswer {
  status?: number
  body: unknown
}

export type FakeHandler = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>

/** A success envelope as the server sends it. */
export const ok = (data: unknown, extra: Record<string, unknown> = {}): FakeAnswer => ({
  body: { success: true, message: 'OK', status: 'SUCCESS', data, ...extra },
})

/** A failure envelope with its HTTP status. */
export const fail = (status: number, message: string): FakeAnswer => ({
  status,
  body: { success: false, message, status: 'FAILED', data: null },
})

/**
 * Points the real API client at handlers keyed 'METHOD /path' (component tests exercise the real
 * client: headers, envelope, errors). Unknown calls answer 404 and are recorded like the rest.
 */
export function installFakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://haven.localhost')
    const req: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string>) },
    }
    calls.push(req)
    const handler = handlers[`${req.method} ${req.path}`]
    const answer = handler ? await handler(req) : fail(404, `No fake for ${req.method} ${req.path}`)
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } })
  }
  configureApi({ baseUrl: '/api/v1', tenantId: 'haven.ng', getToken: readToken, fetch: fetch as typeof globalThis.fetch })
  return { calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) }
}

const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

/** An unsigned token shaped like the server's (the browser only decodes it). */
export function fakeToken(user: Partial<{ id: number; first_name: string; last_name: string; email: string; phone: string }> = {}, expSeconds = Date.now() / 1000 + 3600) {
  const payload = { id: 7, first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com', phone: '+2348031234567', can_login: true, created_at: '2026-01-05T10:00:00Z', ...user, exp: Math.floor(expSeconds) }
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.sig`
}

/** A handler whose answer waits until the test calls release(). */
export function deferred(answer: FakeHandler) {
  let release = () => {}
  const handler: FakeHandler = (req) => new Promise((resolve) => (release = () => resolve(answer(req))))
  return { handler, release: () => release() }
}
