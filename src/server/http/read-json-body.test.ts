import { describe, expect, it } from 'vitest'
import { HttpError } from './envelope'
import { readJsonBody } from './read-json-body'

/** Issue 20, item 5: a body that breaks off (client gone, broken chunking) is the client's fault. */
describe('readJsonBody', () => {
  it('answers 400 when the body stream fails half way, not 500', async () => {
    let sent = false
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error('aborted'))
        sent = true
        controller.enqueue(new TextEncoder().encode('{"email":'))
      },
    })
    // @ts-expect-error Node's fetch needs duplex for a streamed body
    const req = new Request('http://localhost/api/v1/auth/signin', { method: 'POST', body, duplex: 'half', headers: { 'content-type': 'application/json' } })
    const err = await readJsonBody(req).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(HttpError)
    expect([(err as HttpError).status, (err as HttpError).message]).toEqual([400, 'The request body ended before it was complete'])
  })
})
