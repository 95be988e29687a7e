import { createHash } from 'node:crypto'
import { HttpError } from '~/server/http/envelope'
import { readCapped } from '~/server/http/read-json-body'
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, type DocumentType } from '~/shared/console/verification'

const MB = MAX_DOCUMENT_BYTES / 1024 / 1024

/** What a file is, from its first bytes: a renamed .exe is not a PDF, whatever its name or Content-Type say. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b)
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf' // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  return null
}

/** The exact fingerprint: SHA-256 of the bytes, hex. */
export const fingerprint = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A document's content refused unless it is an allowed type by its first bytes; the name is in the message. */
export function documentTypeOf(bytes: Uint8Array, name: string): DocumentType {
  const type = sniffDocumentType(bytes)
  if (!type) throw new HttpError(415, `${name} is not a ${Object.values(DOCUMENT_TYPES).join(', ').replace(/, (\w+)$/, ' or $1')} file`, { field: 'file' })
  return type
}

/** A whole document's bytes checked: not empty, an allowed type; with its fingerprint. */
export function checkDocument(bytes: Uint8Array, name: string) {
  if (bytes.length === 0) throw new HttpError(400, `${name} is empty`, { field: 'file' })
  return { bytes, type: documentTypeOf(bytes, name), sha256: fingerprint(bytes) }
}

/**
 * An uploaded document's bytes, read no further than the limit, of an allowed type by content;
 * every refusal names the file.
 */
export async function readDocument(req: Request, name: string) {
  const tooLarge = () => new HttpError(413, `${name} is larger than ${MB} MB`, { field: 'file' })
  if (Number(req.headers.get('content-length') ?? NaN) > MAX_DOCUMENT_BYTES) throw tooLarge()
  return checkDocument(await readCapped(req, MAX_DOCUMENT_BYTES, tooLarge), name)
}
