import type { Config, Context } from '@netlify/functions'
import { warmDb } from '../../src/server/db/get-db'
import { deployMediaStore } from '../../src/server/media/blobs-store'
import { consoleUploadPipeline } from '../../src/server/media/console-upload-pipeline'
import { useUploadPipeline } from '../../src/server/media/upload-pipeline'
import { blobsStaging } from '../../src/server/uploads/blobs-staging'
import { createUploadApp } from '../../src/server/uploads/create-upload-app'
import { useUploadStaging } from '../../src/server/uploads/upload-staging'

warmDb()
const app = createUploadApp()

/**
 * On a deploy (a Netlify Blobs context is there), the parts wait in the `uploads` store and the
 * photos' variants go to `photos`, which the photo function serves. Elsewhere (`npm start`, the
 * tests) the process registered its own folders, which stay.
 */
function useDeployStores() {
  const photos = deployMediaStore()
  if (!photos) return
  useUploadPipeline(consoleUploadPipeline(photos))
  useUploadStaging(blobsStaging())
}

/**
 * Netlify Functions v2 entry for the console's resumable uploads (decision 057): the only function
 * with sharp (its linux-x64 binaries beside it, netlify.toml), staff-only, so the buyers' functions
 * stay small and sharp-free. The API function leaves these paths to it (its excludedPath).
 */
export default (req: Request, _context?: Context) => {
  useDeployStores()
  return app.fetch(req)
}

// Literals: Netlify reads config.path without running the module.
export const config: Config = { path: ['/api/v1/console/uploads', '/api/v1/console/uploads/*'] }
