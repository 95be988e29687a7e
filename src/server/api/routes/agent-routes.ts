import { Hono } from 'hono'
import type { Db } from '~/server/db/db'
import { formRoute } from '~/server/forms/form-route'
import type { AppEnv } from '../app-env'

/** /agent/* — the realtor network sign-up (001 §7), stored like the marketing forms (decision 031). */
export function agentRoutes(getDb: () => Promise<Db>) {
  return new Hono<AppEnv>().post('/register', formRoute(getDb, 'agent-register'))
}
