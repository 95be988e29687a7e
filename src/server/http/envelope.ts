import { DEFAULT_ERROR_MESSAGE, type Envelope } from '~/shared/envelope'

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

export interface EnvelopeInit {
  message?: string
  metadata?: Envelope['metadata']
  headers?: HeadersInit
}

function respond(body: Envelope, status: number, headers?: HeadersInit): Response {
  const h = new Headers(headers)
  h.set('content-type', JSON_CONTENT_TYPE)
  return new Response(JSON.stringify(body), { status, headers: h })
}

/** 2xx envelope: success true, status 'SUCCESS'. */
export function ok<T>(data: T, init: EnvelopeInit = {}, httpStatus = 200): Response {
  const body: Envelope<T> = {
    success: true,
    message: init.message ?? 'Success',
    data,
    status: 'SUCCESS',
  }
  if (init.metadata) body.metadata = init.metadata
  return respond(body, httpStatus, init.headers)
}

/** Error envelope: success false, status 'FAILED' (000 §8 default), never a stack trace. */
export function fail(
  httpStatus: number,
  message: string = DEFAULT_ERROR_MESSAGE,
  data: unknown = null,
  headers?: HeadersInit,
): Response {
  return respond({ success: false, message, data, status: 'FAILED' }, httpStatus, headers)
}

/** Thrown by services and middleware; onError turns it into fail(status, message). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: HeadersInit,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}
