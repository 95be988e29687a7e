import type { Config, Context } from '@netlify/functions'
import { handleUnsubscribe } from '../../src/server/alerts/unsubscribe-handler'

/**
 * The one-click unsubscribe of alert e-mails (RFC 8058, decision 047): its own function because a
 * mail client POSTs a form body, which the JSON-only /api/v1 gate refuses by design.
 */
export default (req: Request, _context?: Context) => handleUnsubscribe(req)

export const config: Config = { path: '/api/alerts/unsubscribe' }
