/**
 * A buyer's signed-in page painted by the page function (decision 053): the painter
 * (src/app/prepaint-signed-in.tsx) makes it, the handler (src/server/pages/signed-in-page.ts)
 * inlines it.
 */

/** One API answer for the buyer (the whole envelope), null when refused (404); throws when the session is not good. */
export type SignedInGet = (
  path: string,
  query?: Record<string, string>,
) => Promise<{ data: unknown } | null>

export interface SignedInPaint {
  /** The SWR fallback: this buyer's first answers, under their hooks' keys. */
  fallback: Record<string, unknown>
  /** The page's HTML, or null when it could not be painted (the app draws it). */
  html: string | null
  /** `<user id>:<token expiry>`, the session painted for: the browser hydrates only with that one. */
  paintedFor: string
}
