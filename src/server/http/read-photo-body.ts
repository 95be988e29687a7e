import { MAX_UPLOAD_BYTES } from '~/shared/schemas/listing-editor'
import { HttpError } from './envelope'
import { readCapped } from './read-json-body'

/**
 * An uploaded photo's bytes (decision 048): content-type image/*, at most 25 MB — refused from
 * Content-Length before reading, and the read stops at the limit. The pipeline then checks what
 * the bytes are; the type only says the client meant an image.
 */
export async function readPhotoBody(req: Request, name: string): Promise<Buffer> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!/^image\/[a-z0-9.+-]+$/.test(type)) throw new HttpError(415, `${name}: send the photo itself with an image/* Content-Type`, { field: 'file' })
  const tooLarge = () => new HttpError(413, `${name}: the file is over the 25 MB limit`, { field: 'file' })
  if (Number(req.headers.get('content-length') ?? NaN) > MAX_UPLOAD_BYTES) throw tooLarge()
  const bytes = await readCapped(req, MAX_UPLOAD_BYTES, tooLarge)
  if (!bytes.length) throw new HttpError(400, `${name}: the file is empty`, { field: 'file' })
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}
