import { createHmac, randomBytes } from 'node:crypto'
import type { Db } from '~/server/db/db'
import { verifyEmailMail } from '~/server/email/templates/account-security'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { authSecret } from './secret'
import type { UserRow } from './users'

/** A verification link works once, within a week: a buyer abroad may open it days later. */
export const VERIFY_DAYS = 7
export const VERIFY_EMAIL_PATH = '/api/v1/auth/verify-email'

const hashToken = (token: string) => createHmac('sha256', authSecret()).update(`verify-email\n${token}`).digest('hex')

/** A fresh link for this account (earlier ones stay valid until used or expired) and its e-mail. */
export async function verificationMail(db: Db, tenant: Tenant, user: Pick<UserRow, 'id' | 'email' | 'first_name'>, origin: string) {
  const token = randomBytes(32).toString('base64url')
  await db.query(
    `insert into email_verifications (tenant, user_id, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(days => $4))`,
    [tenant.domain, user.id, hashToken(token), VERIFY_DAYS],
  )
  const link = `${origin}${VERIFY_EMAIL_PATH}?token=${token}`
  return verifyEmailMail(tenant, user.email, user.first_name, link, VERIFY_DAYS)
}

/**
 * Spends a link: the account's address is proved. Answers the tenant's domain, or null for an
 * unknown, used or expired link. Used once, even when two clicks race.
 */
export async function confirmEmail(db: Db, token: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ tenant: string; user_id: number }>(
      `update email_verifications set used_at = now()
       where token_hash = $1 and used_at is null and expires_at > now()
       returning tenant, user_id::int as user_id`,
      [hashToken(token)],
    )
    if (!row) return null
    await markEmailVerified(tx, row.tenant, row.user_id)
    return row.tenant
  })
}

export async function markEmailVerified(db: Db, tenant: string, userId: number) {
  await db.query('update users set email_verified_at = coalesce(email_verified_at, now()) where id = $1 and tenant = $2', [userId, tenant])
}
