import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { getDb as defaultGetDb } from '~/server/db/get-db'
import { answerError, formFail, HttpError } from '~/server/http/envelope'
import { inputGate } from '~/server/http/input-gate'
import { requestId } from '~/server/http/request-id'
import { securityHeaders } from '~/server/http/security-headers'
import { tenantForHost, tenantRegistry, type TenantRegistry } from '~/server/tenants/load-tenants'
import { FORM_NAMES } from '~/shared/schemas/marketing-forms'
import { formRoute } from './form-route'

/** The same-origin calls of 001 §7, each at /api/<form>; agent-register is a backend call (/api/v1). */
export const SITE_FORMS = FORM_NAMES.filter((form) => form !== 'agent-register')

export interface FormsDeps {
  getDb?: () => Promise<Db>
  registry?: () => TenantRegistry
}

/**
 * The site's own page posts these without x-tenant-id: the tenant is the site the request came
 * to (its Host, or HAVEN_TENANT on a deploy), exactly as for the marketplace pages.
 */
const hostTenant = (registry: () => TenantRegistry) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host
    const tenant = tenantForHost(registry(), host)
    if (!tenant) throw new HttpError(404, `No site is configured for ${host.slice(0, 100)}`)
    c.set('tenant', tenant)
    await next()
  })

/**
 * The marketing forms' function (netlify/functions/forms.ts): POST only; the input gate of every
 * /api/v1 call; every answer the envelope, a failure also carrying `error`, never cached.
 */
export function createFormsApp(deps: FormsDeps = {}) {
  const getDb = deps.getDb ?? defaultGetDb
  const tenant = hostTenant(deps.registry ?? tenantRegistry)
  const app = new Hono<AppEnv>().basePath('/api')
  app.use('*', securityHeaders)
  app.use('*', requestId)
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('cache-control', 'no-store')
  })
  for (const form of SITE_FORMS) {
    app.post(`/${form}`, tenant, inputGate, formRoute(getDb, form))
    app.all(`/${form}`, (c) => formFail(405, `Method ${c.req.method.slice(0, 20)} is not allowed: send this form with POST`, null, { allow: 'POST' }))
  }
  app.notFound((c) => formFail(404, `No form at ${new URL(c.req.url).pathname.slice(0, 200)}`))
  app.onError(answerError('forms', formFail))
  return app
}

export const formsApp = createFormsApp()
