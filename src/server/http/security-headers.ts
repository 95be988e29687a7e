import { createMiddleware } from 'hono/factory'
import { SECURITY_HEADERS } from '~/config/http-headers'

/**
 * The security headers netlify.toml gives static files, on a function's answer: Netlify's
 * [[headers]] apply to static files only, never to what a function returns. A header the route set
 * itself stays (Google's callback answers Referrer-Policy: no-referrer, its token in the fragment).
 */
export function withSecurityHeaders(res: Response): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!res.headers.has(name)) res.headers.set(name, value)
  return res
}

/** Every answer of a Hono app, errors and 404s included. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next()
  withSecurityHeaders(c.res)
})
