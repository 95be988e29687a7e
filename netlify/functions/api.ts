import type { Config, Context } from '@netlify/functions'
import { app } from '../../src/server/api/create-api-app'
import { warmDb } from '../../src/server/db/get-db'

warmDb()

/** Netlify Functions v2 entry: every /api/v1/* call goes to the one Hono app. */
export default (req: Request, _context?: Context) => app.fetch(req)

export const config: Config = { path: '/api/v1/*' }
