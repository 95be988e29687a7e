import type { Context } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import { clientAddress } from '~/server/auth/rate-limit'
import { siteOrigin } from '~/server/auth/tenant-origin'
import type { Db } from '~/server/db/db'
import { ok } from '~/server/http/envelope'
import { readIdempotencyKey } from '~/server/http/idempotency'
import { parseBody } from '~/server/http/parse-body'
import type { FormName } from '~/shared/schemas/marketing-forms'
import { FORM_SPECS } from './form-specs'
import { submitForm } from './submit-form'

/**
 * The handler of one form, the same for the same-origin functions and POST /agent/register:
 * the form's own schema (every field at fault named), then submitForm; 201 with the new id, or
 * the first answer again — marked Idempotent-Replayed — for a repeated Idempotency-Key.
 */
export function formRoute(getDb: () => Promise<Db>, form: FormName) {
  const { schema } = FORM_SPECS[form]
  return async (c: Context<AppEnv>) => {
    const idempotencyKey = readIdempotencyKey(c.req.raw.headers)
    const body = parseBody(c, schema, 'every')
    const tenant = c.get('tenant')
    const { id, message, replayed } = await submitForm(await getDb(), tenant, form, body, {
      idempotencyKey,
      address: clientAddress(c.req.raw.headers),
      origin: siteOrigin(tenant, c.req.header('origin')),
    })
    const headers: Record<string, string> = { 'cache-control': 'no-store' }
    if (replayed) headers['idempotent-replayed'] = 'true'
    return ok({ id }, { message, headers }, 201)
  }
}
