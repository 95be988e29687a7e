import { HttpError } from '~/server/http/envelope'
import { decodeQueue } from './decode-queue'
import { ImageRejected, processImage } from './image-pipeline'
import type { MediaStore } from './media-store'
import type { UploadPipeline } from './upload-pipeline'

/**
 * One queue for the instance, whatever route or store the upload came through (the single-request
 * photo route, a completed upload in parts; a new pipeline is made per request on a deploy).
 */
const decodes = decodeQueue()

/**
 * The console's upload through the one pipeline (decision 041) into `store`, decoded in turn (a
 * full queue answers 503 with Retry-After); a refusal (not an image, over 25 MB or 40 megapixels,
 * too narrow a strip, undecodable) answers 400 naming the file. Imported only where sharp may run:
 * scripts/serve.ts, the upload function and the tests.
 */
export function consoleUploadPipeline(store: MediaStore): UploadPipeline {
  return {
    store,
    async process(bytes, name) {
      try {
        return await decodes.run(name, () => processImage(bytes, name, store))
      } catch (err) {
        if (err instanceof ImageRejected) throw new HttpError(400, err.message, { field: 'file' })
        throw err
      }
    },
  }
}
