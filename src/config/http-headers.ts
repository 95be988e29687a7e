/**
 * Response headers for every page. netlify.toml carries the same values for a deploy; a unit test
 * keeps the two in step.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "frame-src 'self' https://www.youtube-nocookie.com",
  "form-action 'self' https:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
}

/** Hashed assets never change under the same name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
/** HTML must pick up a new deploy at once. */
export const HTML_CACHE = 'public, max-age=0, must-revalidate'
/** The service worker's script is checked at every load, so a new build's worker is found at once (decision 054). */
export const SERVICE_WORKER_CACHE = 'no-cache'
