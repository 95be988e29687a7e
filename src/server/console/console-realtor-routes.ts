import { Hono } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { ok } from '~/server/http/envelope'
import { parseBody } from '~/server/http/parse-body'
import { parseQuery } from '~/server/http/parse-query'
import { pathId } from '~/server/http/path-id'
import { ConsoleRealtorsQuerySchema } from '~/shared/console/queries'
import { RealtorRecordSchema } from '~/shared/schemas/catalogue-records'
import { findRealtors, realtorById, saveRealtor } from './realtors/realtor-editor'
import { requireStaff, staffContext } from './require-staff'

/** Realtors in the console (issue 24): find, create and edit with db:import's schema, behind realtors.edit. */
export function consoleRealtorRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  const edit = requireStaff(getDb, 'realtors.edit')
  r.get('/realtors', edit, async (c) => ok(await findRealtors(await getDb(), parseQuery(ConsoleRealtorsQuerySchema, c.req.url))))
  r.get('/realtors/:id', edit, async (c) => ok(await realtorById(await getDb(), pathId(c, 'id'))))
  r.post('/realtors', edit, async (c) => {
    const record = parseBody(c, RealtorRecordSchema)
    return ok((await saveRealtor(await getDb(), staffContext(c), null, record)).after, { message: 'Realtor added' }, 201)
  })
  r.put('/realtors/:id', edit, async (c) => {
    const record = parseBody(c, RealtorRecordSchema)
    return ok((await saveRealtor(await getDb(), staffContext(c), pathId(c, 'id'), record)).after, { message: 'Realtor saved' })
  })
  return r
}
