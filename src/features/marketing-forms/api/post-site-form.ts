import { api } from '~/lib/api-client'
import type { FormName } from '~/shared/schemas/marketing-forms'

/** The forms the site's own functions receive (001 §7); agent-register is a backend call. */
export type SiteForm = Exclude<FormName, 'agent-register'>

/**
 * POST /api/<form>: same origin whatever API the tenant's marketplace talks to. The key makes a
 * retry of the same attempt answer the first submission instead of storing a second (decision 031).
 */
export const postSiteForm = (form: SiteForm, body: unknown, idempotencyKey: string) =>
  api<{ id: number }>(`/${form}`, { method: 'POST', body, baseUrl: '/api', headers: { 'Idempotency-Key': idempotencyKey }, silent: true })
