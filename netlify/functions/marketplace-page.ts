import type { Config, Context } from '@netlify/functions'
import { createPageHandler, PAGE_PATHS } from '../../src/server/pages/marketplace-page'

const handle = createPageHandler()

/** Marketplace pages with their head and first data filled in (decision 028). */
export default (req: Request, _context?: Context) => handle(req)

export const config: Config = { path: PAGE_PATHS }
