import { partRange, type PartReceipt, type UploadStartInput, type UploadTicket } from '~/shared/console/uploads'
import { consoleApi, consoleHeaders, type Answer } from '../api'

/** Where an upload goes: the start's body without the file's own name, size and type. */
export type UploadTarget = UploadStartInput extends infer U ? (U extends unknown ? Omit<U, 'name' | 'size' | 'type' | 'part_size'> : never) : never

/** An upload under way: its ticket, and the parts the server has confirmed. */
export interface UploadState {
  ticket: UploadTicket | null
  received: number[]
}

export interface UploadEvents {
  /** Bytes the server has, of the file's size (parts confirmed plus the part being sent). */
  progress: (sent: number, total: number) => void
}

/** A part failed after its tries: the upload can go on from here (resume with the same state). */
export class PartFailed extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message)
  }
}
/** The server refused the file or the upload (not a network fault): trying again will not help. */
export class UploadRefused extends Error {}

const TRIES = 3

/** One part by XMLHttpRequest: fetch reports no upload progress. Resolves with the answer, or status 0 when the network failed. */
function sendPart(id: string, index: number, body: Blob, onBytes: (n: number) => void): Promise<Answer<PartReceipt>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', `/api/v1/console/uploads/${id}/parts/${index}`)
    for (const [k, v] of Object.entries(consoleHeaders('application/octet-stream'))) xhr.setRequestHeader(k, v)
    xhr.upload.onprogress = (e) => onBytes(e.loaded)
    xhr.onload = () => {
      let json: { message?: string; data?: PartReceipt } = {}
      try {
        json = JSON.parse(xhr.responseText) as typeof json
      } catch {
        // Not the envelope (a proxy's page): the status says enough.
      }
      resolve({ ok: xhr.status < 300, status: xhr.status, message: json.message ?? xhr.statusText, data: json.data as PartReceipt })
    }
    xhr.onerror = xhr.ontimeout = () => resolve({ ok: false, status: 0, message: 'the connection failed', data: undefined as unknown as PartReceipt })
    xhr.send(body)
  })
}

const retryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500

/**
 * A file in parts (decision 057): start (once), each part the server does not have yet — tried
 * three times, a second apart — then complete. A part that still fails throws PartFailed, and
 * calling again with the same state sends only what is missing; a refusal throws UploadRefused.
 */
export async function chunkedUpload<T>(file: File, target: UploadTarget, state: UploadState, on: UploadEvents): Promise<Answer<T>> {
  if (!state.ticket) {
    const started = await consoleApi<UploadTicket>('POST', '/uploads', { ...target, name: file.name.slice(0, 120), size: file.size, type: file.type })
    if (!started.ok) throw (retryable(started.status) ? new PartFailed(-1, started.message) : new UploadRefused(started.message))
    state.ticket = started.data
  }
  const { id, part_size, parts } = state.ticket
  const have = () => state.received.reduce((n, i) => n + (partRange(file.size, part_size, i).end - partRange(file.size, part_size, i).start), 0)
  for (let index = 0; index < parts; index++) {
    if (state.received.includes(index)) continue
    const { start, end } = partRange(file.size, part_size, index)
    let answer: Answer<PartReceipt> | null = null
    for (let attempt = 0; attempt < TRIES && !answer?.ok; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 1_000 * attempt))
      answer = await sendPart(id, index, file.slice(start, end), (n) => on.progress(have() + n, file.size))
      if (!answer.ok && !retryable(answer.status)) throw new UploadRefused(answer.message)
    }
    if (!answer?.ok) throw new PartFailed(index, `${file.name}: part ${index + 1} of ${parts} did not arrive (${answer?.message}). Retry to send the rest.`)
    state.received.push(index)
    on.progress(have(), file.size)
  }
  const done = await consoleApi<T>('POST', `/uploads/${id}/complete`)
  if (!done.ok) throw (retryable(done.status) ? new PartFailed(parts, `${file.name}: ${done.message}`) : new UploadRefused(done.message))
  return done
}
