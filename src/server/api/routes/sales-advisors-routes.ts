import { Hono } from 'hono'
import * as v from 'valibot'
import { findRealtorByUsername, listRealtors } from '~/server/catalogue/realtors/realtors'
import type { Db } from '~/server/db/db'
import { publicTagged, realtorTag } from '~/server/cache/cache-tags'
import { fail, ok } from '~/server/http/envelope'
import { parseQuery } from '~/server/http/parse-query'
import { positiveInt } from '~/shared/schemas/query-fields'
import type { AppEnv } from '../app-env'

const RealtorListQuerySchema = v.object({
  limit: v.optional(positiveInt('limit', 100), '100'),
  page: v.optional(positiveInt('page'), '1'),
})

/** GET /sales-advisors/* — the realtor directory (000 §2, §7). */
export function salesAdvisorsRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()

  r.get('/realtors', async (c) => {
    const { limit, page } = parseQuery(RealtorListQuerySchema, c.req.url)
    const { data, total } = await listRealtors(await getDb(), { limit, page })
    return publicTagged(
      ok(data, { metadata: { total, page, limit, pages: Math.ceil(total / limit) } }),
    )
  })

  r.get('/realtors/username/:username', async (c) => {
    const realtor = await findRealtorByUsername(await getDb(), c.req.param('username'))
    return realtor ? publicTagged(ok(realtor), [realtorTag(realtor.id)]) : fail(404, 'Realtor not found')
  })

  return r
}
