import { connect, createServer } from 'node:net'
import type { HostileRequest } from './hostile-requests'

/** What came back: the status of the first answer, 'none' when the server closed without one. */
export type Outcome = number | 'none' | 'refused' | 'timeout'

/** How long one exchange may take before the client gives up (slow answers are not failures). */
const EXCHANGE_MS = 8_000

/** Sends the bytes over a fresh TCP connection and reads the status line of the answer, if any. */
export function rawExchange(port: number, request: HostileRequest): Promise<Outcome> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port })
    let received = ''
    let settled = false
    const finish = (outcome: Outcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      // Closing before the answer is read through is itself a hostile act (a client gone mid-answer).
      socket.destroy()
      done(outcome)
    }
    const timer = setTimeout(() => finish('timeout'), EXCHANGE_MS)
    socket.on('connect', () => {
      socket.write(request.bytes)
      if (request.then === 'half-close') socket.end()
      if (request.then === 'abort') {
        socket.resetAndDestroy()
        finish('none')
      }
    })
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1')
      const status = /^HTTP\/\d\.\d (\d{3})/.exec(received)
      if (status) finish(Number(status[1]))
      else if (received.length > 64 && !received.startsWith('HTTP/')) finish('none')
    })
    socket.on('error', (err: NodeJS.ErrnoException) => finish(err.code === 'ECONNREFUSED' ? 'refused' : 'none'))
    socket.on('close', () => finish('none'))
  })
}

/** A port nothing listens on right now (the kernel's choice), for a server started as a child. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.on('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (address && typeof address === 'object' ? done(address.port) : fail(new Error('no port'))))
    })
  })
}

/** Runs the exchanges `parallel` at a time, in order of the list; returns their outcomes in order. */
export async function exchangeAll(port: number, requests: HostileRequest[], parallel: number, stop: () => boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(requests.length)
  let next = 0
  const worker = async () => {
    while (next < requests.length && !stop()) {
      const i = next++
      outcomes[i] = await rawExchange(port, requests[i]!)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return outcomes
}
