import { Hono } from 'hono'
import { requireUser } from '~/server/auth/require-user'
import type { Db } from '~/server/db/db'
import { privateNoStore } from '~/server/http/cache'
import { ok } from '~/server/http/envelope'
import { parseBody } from '~/server/http/parse-body'
import { AlertSettingsBodySchema } from '~/shared/schemas/alerts'
import type { AppEnv } from '~/server/api/app-env'
import { readAlertSettings, updateAlertSettings } from './alert-settings'

/** /alerts/settings (decision 047): the signed-in buyer's favourites alert and time zone. */
export function alertsRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  r.use('*', async (c, next) => {
    await next()
    privateNoStore(c.res)
  })
  r.use('*', requireUser(getDb))
  r.get('/settings', async (c) => ok(await readAlertSettings(await getDb(), Number(c.get('user').id))))
  r.patch('/settings', async (c) => {
    const body = parseBody(c, AlertSettingsBodySchema)
    const data = await updateAlertSettings(await getDb(), c.get('tenant').domain, Number(c.get('user').id), body)
    return ok(data, { message: 'Alerts updated' })
  })
  return r
}
