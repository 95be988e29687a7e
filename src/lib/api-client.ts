import type { Envelope } from '~/shared/envelope'
import { DEFAULT_ERROR_MESSAGE, type ApiErrorShape } from '~/shared/envelope'
import { createEmitter } from './events'

/** A failed call: server message or 'Something went wrong', data, status (default FAILED), success, statusCode. */
export class ApiError extends Error implements ApiErrorShape {
  readonly success = false as const
  constructor(
    message: string,
    readonly data: unknown,
    readonly status: string,
    readonly statusCode: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Every failed call is announced once here; the UI turns it into a toast. */
export const apiErrors = createEmitter<ApiError>()

export interface ApiConfig {
  /** Default '/api/v1'; a tenant may point at another backend that speaks the same contract. */
  baseUrl: string
  /** The tenant's domain, sent as x-tenant-id. */
  tenantId: string
  getToken: () => string | null
  /** A call that carried a token was refused with 401: the token expired or was revoked. */
  onUnauthorized?: () => void
  fetch?: typeof fetch
}

let config: ApiConfig | null = null

export function configureApi(next: ApiConfig) {
  config = next
}

export type Query = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'HEAD'
  query?: Query
  body?: unknown
  signal?: AbortSignal
  /** Skip the global error event (the caller shows its own toast). */
  silent?: boolean
  /** Extra request headers (an Idempotency-Key); the tenant, token and content headers win. */
  headers?: Record<string, string>
  /** Another base than the tenant's API: '/api' for the site's own functions (the marketing forms). */
  baseUrl?: string
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.replace(/\/+$/, '')
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue
    qs.set(k, String(v))
  }
  const s = qs.toString()
  return `${base}${path.startsWith('/') ? path : `/${path}`}${s ? `?${s}` : ''}`
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function isEnvelope(x: unknown): x is Envelope {
  return typeof x === 'object' && x !== null && 'success' in x
}

function toError(body: unknown, statusCode: number): ApiError {
  const env = isEnvelope(body) ? body : null
  const message = (env?.message && String(env.message)) || DEFAULT_ERROR_MESSAGE
  return new ApiError(message, env?.data ?? null, (env?.status && String(env.status)) || 'FAILED', statusCode)
}

/**
 * The only caller of the backend API. Adds x-tenant-id and the bearer token, reads the envelope,
 * and turns `success: false` or an HTTP error into an ApiError that is also emitted once.
 */
export async function api<T = unknown, M = Envelope['metadata']>(path: string, options: RequestOptions = {}): Promise<Envelope<T, M>> {
  if (!config) throw new Error('configureApi() not called')
  const { method = 'GET', query, body, signal, silent } = options
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json', 'x-tenant-id': config.tenantId }
  const token = config.getToken()
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'

  let res: Response
  try {
    res = await (config.fetch ?? fetch)(buildUrl(options.baseUrl ?? config.baseUrl, path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause
    const err = new ApiError(DEFAULT_ERROR_MESSAGE, null, 'FAILED', 0)
    if (!silent) apiErrors.emit(err)
    throw err
  }
  const json = await readJson(res)
  if (res.status === 401 && token) config.onUnauthorized?.()
  if (!res.ok || !isEnvelope(json) || json.success === false) {
    const err = toError(json, res.status)
    if (!silent) apiErrors.emit(err)
    throw err
  }
  return json as Envelope<T, M>
}
