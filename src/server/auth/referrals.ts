import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import type { UserRow } from './users'

/** The people who signed up with this user's code, newest first, one server page at a time. */
export async function listReferrals(db: Db, me: UserRow, page: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db.query<{
      id: number
      email: string
      first_name: string
      last_name: string
      created_at: string
    }>(
      `select id::int as id, email, first_name, last_name,
         to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
       from users where referred_by = $1 and tenant = $2
       order by created_at desc, id desc limit ${limit} offset ${(page - 1) * limit}`,
      [me.id, me.tenant],
    ),
    db.query<{ n: number }>(
      'select count(*)::int as n from users where referred_by = $1 and tenant = $2',
      [me.id, me.tenant],
    ),
  ])
  return {
    total: count?.n ?? 0,
    data: rows.map((r) => ({
      id: r.id,
      email: r.email,
      status: 'SIGNED_UP',
      created_at: r.created_at,
      profile: { first_name: r.first_name, last_name: r.last_name },
    })),
  }
}

/** The id of this tenant's user holding `code`; an unknown code (or another tenant's) is a 400. */
export async function referrerId(db: Db, tenant: string, code: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'select id::int as id from users where tenant = $1 and referral_code = $2',
    [tenant, code],
  )
  if (!row) throw new HttpError(400, 'Invalid referral code')
  return row.id
}
