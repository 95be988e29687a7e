import { DEFAULT_ERROR_MESSAGE, type Envelope } from '~/shared/envelope'

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

export interface EnvelopeInit {
  message?: string
  metadata?: Envelope['metadata']
  headers?: HeadersInit
}

function respond(body: Envelope & { error?: string }, status: number, headers?: HeadersInit): Response {
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

/** A same-origin form function's failure: the envelope plus `error`, which the forms read (001 §7). */
export function formFail(httpStatus: number, message: string, data: unknown = null, headers?: HeadersInit): Response {
  return respond({ success: false, message, error: message, data, status: 'FAILED' }, httpStatus, headers)
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

/**
 * An app's onError: a thrown HttpError answers its status and message; anything else is logged
 * once, under the request id the client also receives, and answers 500 with no detail.
 */
export function answerError(area: string, answer: (status: number, message: string, data?: unknown, headers?: HeadersInit) => Response = fail) {
  return (err: Error, c: { req: { method: string; url: string }; get(key: 'requestId'): string }) => {
    if (err instanceof HttpError) return answer(err.status, err.message, err.data, err.headers)
    console.error(`[${area}] ${c.get('requestId')} ${c.req.method} ${new URL(c.req.url).pathname} failed:`, err)
    return answer(500, DEFAULT_ERROR_MESSAGE)
  }
}
