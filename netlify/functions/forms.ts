import type { Config, Context } from '@netlify/functions'
import { formsApp } from '../../src/server/forms/forms-app'

/** Netlify Functions v2 entry: the marketing site's same-origin form calls (001 §7, decision 031). */
export default (req: Request, _context?: Context) => formsApp.fetch(req)

// A literal list: Netlify reads config.path without running the module. routes.test.ts checks it
// against the forms the app serves (SITE_FORMS).
export const config: Config = {
  path: ['/api/contact-us', '/api/feedback', '/api/request-report', '/api/d2s-signup', '/api/sellers-mandate', '/api/sellers-mandate-email'],
}
