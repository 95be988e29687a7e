import { HttpError } from '~/server/http/envelope'
import { ImageRejected, processImage } from './image-pipeline'
import type { MediaStore } from './media-store'
import type { UploadPipeline } from './upload-pipeline'

/**
 * The console's upload through the one pipeline (decision 041) into `store`; a refusal (not an
 * image, over 25 MB or 40 megapixels, undecodable) answers 400 naming the file. Imported only
 * where sharp may run: scripts/serve.ts and the tests, never a function.
 */
export function consoleUploadPipeline(store: MediaStore): UploadPipeline {
  return {
    store,
    async process(bytes, name) {
      try {
        return await processImage(bytes, name, store)
      } catch (err) {
        if (err instanceof ImageRejected) throw new HttpError(400, err.message, { field: 'file' })
        throw err
      }
    },
  }
}
