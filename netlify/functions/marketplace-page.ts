import type { Config, Context } from '@netlify/functions'
import { prepaintPage } from '../../src/app/prepaint'
import { createPageHandler } from '../../src/server/pages/marketplace-page'
import { warmDb } from '../../src/server/db/get-db'

warmDb()
const handle = createPageHandler({ paint: prepaintPage })

/** Marketplace pages with their head and first data filled in (decision 028). */
export default (req: Request, _context?: Context) => handle(req)

// A literal list: Netlify reads config.path without running the module (an imported constant gives
// the function no route at all). routes.test.ts checks it against paintedRoutes in src/config/paths.ts.
export const config: Config = {
  path: ['/marketplace', '/listings', '/listings/:slug', '/listings/:id/:slug', '/find-trusted-realtors', '/find-trusted-realtors/:id/:username'],
}
