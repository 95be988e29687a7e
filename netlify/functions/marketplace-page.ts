import type { Config, Context } from '@netlify/functions'
import { prepaintPage } from '../../src/app/prepaint'
import { prepaintSignedIn } from '../../src/app/prepaint-signed-in'
import { createPageHandler } from '../../src/server/pages/marketplace-page'
import { createSignedInPageHandler, isSignedInPath } from '../../src/server/pages/signed-in-page'
import { warmDb } from '../../src/server/db/get-db'

warmDb()
const handle = createPageHandler({ paint: prepaintPage })
const handleSignedIn = createSignedInPageHandler({ paint: prepaintSignedIn })

/** Marketplace pages with their head and first data filled in (decision 028); a buyer's signed-in pages painted for them (053). */
export default (req: Request, _context?: Context) => (isSignedInPath(new URL(req.url).pathname) ? handleSignedIn(req) : handle(req))

// A literal list: Netlify reads config.path without running the module (an imported constant gives
// the function no route at all). routes.test.ts checks it against paintedRoutes and
// signedInPaintedRoutes in src/config/paths.ts.
export const config: Config = {
  path: ['/marketplace', '/listings', '/listings/:slug', '/listings/:id/:slug', '/find-trusted-realtors', '/find-trusted-realtors/:id/:username', '/favorites', '/favourites', '/saved', '/transactions', '/transactions/:id', '/settings', '/referrals'],
}
