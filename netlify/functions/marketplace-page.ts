import type { Config, Context } from '@netlify/functions'
import { prepaintPage } from '../../src/app/prepaint'
import { createPageHandler, PAGE_PATHS } from '../../src/server/pages/marketplace-page'

const handle = createPageHandler({ paint: prepaintPage })

/** Marketplace pages with their head and first data filled in (decision 028). */
export default (req: Request, _context?: Context) => handle(req)

export const config: Config = { path: PAGE_PATHS }
