import { randomInt } from 'node:crypto'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import type { SignUpBody } from '~/shared/schemas/auth'
import { hashPassword } from './passwords'
import { referrerId } from './referrals'
import { revokedParam, revokedSql } from './revoked-tokens'
import type { TokenUser } from './tokens'

export interface UserRow extends TokenUser {
  tenant: string
  password_hash: string | null
  referral_code: string
  token_version: number
  /** The address is proved (a verification link, a reset code, or Google): decision 040. */
  email_verified: boolean
}

const COLUMNS = `id::int as id, tenant, email, first_name, last_name, phone, password_hash, referral_code,
  token_version, can_login, (email_verified_at is not null) as email_verified, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`

/** Unambiguous characters only: no 0/O, 1/I/L, so a code read aloud or typed from a flyer works. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const newReferralCode = () =>
  Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

export const toTokenUser = (u: UserRow): TokenUser => ({
  id: u.id,
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  phone: u.phone,
  can_login: u.can_login,
  created_at: u.created_at,
})

export async function findUserByEmail(db: Db, tenant: string, email: string) {
  const [row] = await db.query<UserRow>(
    `select ${COLUMNS} from users where tenant = $1 and email = $2`,
    [tenant, email],
  )
  return row ?? null
}

export async function findUserById(db: Db, tenant: string, id: number) {
  const [row] = await db.query<UserRow>(
    `select ${COLUMNS} from users where tenant = $1 and id = $2`,
    [tenant, id],
  )
  return row ?? null
}

/**
 * The user a verified token names while its session holds — the account can log in, the password
 * has not changed since, the token was not signed out — else null. One round trip: the user and
 * the token's revocation read together.
 */
export async function findSessionUser(db: Db, tenant: string, claims: { id: number; tokenVersion: number; token: string }) {
  const [row] = await db.query<UserRow & { revoked: boolean }>(
    `select ${COLUMNS}, ${revokedSql('$3')} as revoked from users where tenant = $1 and id = $2`,
    [tenant, claims.id, revokedParam(claims.token)],
  )
  if (!row || row.revoked || !row.can_login || row.token_version !== claims.tokenVersion) return null
  const { revoked: _revoked, ...user } = row
  return user as UserRow
}

/** A new account; the referrer (by code, on this tenant) is recorded, or nothing is created. */
export async function createUser(db: Db, tenant: string, body: SignUpBody): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password)
  return db.transaction(async (tx) => {
    const referrer = body.referral_code ? await referrerId(tx, tenant, body.referral_code) : null
    if (await findUserByEmail(tx, tenant, body.email))
      throw new HttpError(409, 'An account with this email already exists. Please sign in.')
    return insertUser(tx, tenant, {
      email: body.email,
      first_name: body.first_name,
      last_name: body.last_name,
      phone: body.phone,
      password_hash: passwordHash,
      referred_by: referrer,
      google_sub: null,
    })
  })
}

export interface NewUser {
  email: string
  first_name: string
  last_name: string
  phone: string
  password_hash: string | null
  referred_by: number | null
  google_sub: string | null
}

/** Inserts an account with a fresh referral code (unique across tenants, retried on a clash). */
export async function insertUser(tx: Db, tenant: string, u: NewUser): Promise<UserRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newReferralCode()
    const [taken] = await tx.query('select 1 from users where referral_code = $1', [code])
    if (taken) continue
    const [user] = await tx.query<UserRow>(
      `insert into users (tenant, email, first_name, last_name, phone, password_hash, referral_code,
         referred_by, google_sub)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
      [
        tenant,
        u.email,
        u.first_name,
        u.last_name,
        u.phone,
        u.password_hash,
        code,
        u.referred_by,
        u.google_sub,
      ],
    )
    return user!
  }
  throw new Error('Could not allocate a unique referral code')
}
