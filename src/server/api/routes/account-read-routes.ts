import { Hono } from 'hono'
import * as v from 'valibot'
import { requireUser } from '~/server/auth/require-user'
import { listReferrals } from '~/server/auth/referrals'
import { toTokenUser, type UserRow } from '~/server/auth/users'
import type { Db } from '~/server/db/db'
import { privateUnlessPublic } from '~/server/http/cache'
import { ok } from '~/server/http/envelope'
import { parseQuery } from '~/server/http/parse-query'
import { positiveInt } from '~/shared/schemas/query-fields'
import type { AppEnv } from '../app-env'

const PageQuerySchema = v.object({
  page: v.optional(positiveInt('page'), '1'),
  limit: v.optional(positiveInt('limit', 50), '10'),
})

/** 000 §3 Profile. */
export const profileOf = (u: UserRow) => ({
  id: u.id,
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  phone: u.phone,
  email_verified: u.email_verified,
  user: toTokenUser(u),
})

/**
 * /auth's reads of the signed-in account: the profile, the referral code and count, the people
 * referred. Mounted by the API's /auth routes and by the page function's signed-in reads (decision
 * 053), which must not carry password hashing or e-mail (decision 038).
 */
export function accountReadRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  const signedIn = requireUser(getDb)
  r.use('*', async (c, next) => {
    await next()
    privateUnlessPublic(c.res)
  })

  r.get('/user-profile', signedIn, (c) => ok(profileOf(c.get('user'))))

  r.get('/user-referral-profile', signedIn, async (c) => {
    const me = c.get('user')
    const [row] = await (
      await getDb()
    ).query<{ n: number }>(
      'select count(*)::int as n from users where referred_by = $1 and tenant = $2',
      [me.id, me.tenant],
    )
    return ok({ referral_code: me.referral_code, count: row?.n ?? 0 })
  })

  r.get('/user-referrals', signedIn, async (c) => {
    const { page, limit } = parseQuery(PageQuerySchema, c.req.url)
    const me = c.get('user')
    const { data, total } = await listReferrals(await getDb(), me, page, limit)
    return ok(data, { metadata: { total, page, limit, pages: Math.ceil(total / limit) } })
  })

  return r
}
