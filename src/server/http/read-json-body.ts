import { hasControlChars, INPUT_CAPS } from '~/shared/schemas/text-rules'
import { HttpError } from './envelope'

const KB = Math.round(INPUT_CAPS.bodyBytes / 1024)

/**
 * A request's JSON body, or undefined when it has none. Refuses a body that is not
 * application/json (400), larger than INPUT_CAPS.bodyBytes (413, read no further than that),
 * not JSON (400), nested deeper than INPUT_CAPS.bodyDepth, or holding control characters.
 */
export async function readJsonBody(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? NaN)
  if (declared > INPUT_CAPS.bodyBytes) throw tooLarge()
  const bytes = await readCapped(req, INPUT_CAPS.bodyBytes, tooLarge)
  if (bytes.length === 0) return undefined
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json')
    throw new HttpError(
      400,
      `Content-Type must be application/json, not '${type.slice(0, 60) || 'none'}'`,
    )
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8')
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON')
  }
  checkValue(value, 'body', 0)
  return value
}

const tooLarge = () => new HttpError(413, `The request body must be at most ${KB} KB`)

/** A request's body, read no further than `cap` bytes (the route that takes a file passes its own). */
export async function readCapped(req: Request, cap = INPUT_CAPS.bodyBytes, tooBig = tooLarge): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = req.body.getReader()
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away mid-body, or sent broken chunked framing: its fault, not a 500.
      throw new HttpError(400, 'The request body ended before it was complete')
    })
    if (done) break
    size += value.byteLength
    if (size > cap) {
      await reader.cancel().catch(() => {})
      throw tooBig()
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}

/** Deep checks that no field schema has to repeat: nesting, keys and text free of NUL & co. */
function checkValue(value: unknown, path: string, depth: number) {
  if (depth > INPUT_CAPS.bodyDepth)
    throw new HttpError(
      400,
      `The request body is nested deeper than ${INPUT_CAPS.bodyDepth} levels`,
    )
  if (typeof value === 'string') {
    if (hasControlChars(value, true))
      throw new HttpError(400, `${path} must not contain control characters`)
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkValue(item, `${path}[${i}]`, depth + 1))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlChars(key))
        throw new HttpError(400, `A field name in ${path} contains control characters`)
      checkValue(item, key.slice(0, 60), depth + 1)
    }
  }
}
