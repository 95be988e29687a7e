import type { IncomingMessage, ServerResponse } from 'node:http'
import { DEFAULT_ERROR_MESSAGE, type Envelope } from '~/shared/envelope'

/**
 * A short answer of the local server itself: the API's error envelope under /api/ (what the
 * app's fetchers read), plain text elsewhere. Nothing when the answer is already under way.
 */
export function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  if (res.headersSent || res.destroyed) return
  const json = (res.req?.url ?? '').startsWith('/api/')
  const envelope: Envelope = { success: false, message, data: null, status: 'FAILED' }
  const body = json ? JSON.stringify(envelope) : message + '\n'
  res.writeHead(status, { 'content-type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8', ...headers })
  res.end(body)
}

/**
 * Runs one request's handler so that nothing it does can end the process: a synchronous throw
 * or a rejected promise answers 500 (logged once) — or, when the answer is already half sent,
 * cuts the connection — and an error on the response (a client gone mid-answer) is only logged.
 * The paths themselves answer bad input with a 4xx: this is the net under them, not the fix.
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse, handle: () => unknown) {
  res.on('error', (err) => logFailure(req, err))
  const failed = (err: unknown) => {
    logFailure(req, err)
    if (res.headersSent) res.destroy()
    else refuse(res, 500, DEFAULT_ERROR_MESSAGE)
  }
  try {
    Promise.resolve(handle()).catch(failed)
  } catch (err) {
    failed(err)
  }
}

function logFailure(req: IncomingMessage, err: unknown) {
  console.error(`[serve] ${req.method} ${String(req.url).slice(0, 200)} failed:`, err)
}
