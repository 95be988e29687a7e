import type { Config, Context } from '@netlify/functions'
import { app } from '../../src/server/api/create-api-app'
import { warmDb } from '../../src/server/db/get-db'
import { deployMediaStore } from '../../src/server/media/blobs-store'
import { useMediaStore } from '../../src/server/media/upload-pipeline'

warmDb()
// A deleted photo's files leave the site's Blobs store (decision 057); the pipeline, and sharp, are not here.
useMediaStore(deployMediaStore)

/** Netlify Functions v2 entry: every /api/v1/* call goes to the one Hono app. */
export default (req: Request, _context?: Context) => app.fetch(req)

// The console's uploads go to their own function, which carries sharp (console-upload.ts, decision 057).
export const config: Config = { path: '/api/v1/*', excludedPath: ['/api/v1/console/uploads', '/api/v1/console/uploads/*'] }
