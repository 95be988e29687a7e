import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { authSecret } from './secret'

/** 000 §9 and issue 7: codes live 10 minutes, 5 wrong tries, a new one after 60 s; reset within 15. */
export const RESET_RULES = {
  validMinutes: 10,
  maxWrongTries: 5,
  resendSeconds: 60,
  resetWithinMinutes: 15,
}

const hashCode = (tenant: string, email: string, code: string) =>
  createHmac('sha256', authSecret()).update(`${tenant}\n${email}\n${code}`).digest('hex')

/** The reset token is kept as a keyed hash too: the table alone cannot spend it. */
const hashResetToken = (tenant: string, email: string, token: string) =>
  createHmac('sha256', authSecret()).update(`reset\n${tenant}\n${email}\n${token}`).digest('hex')

const NOT_VERIFIED = 'Unable to reset password. Please verify your code first.'

/** A fresh 6-digit code for this e-mail; the previous one is voided. Refused within 60 s of the last. */
export async function issueResetCode(db: Db, tenant: string, email: string): Promise<string> {
  const [recent] = await db.query<{ wait: number }>(
    `select ceil(extract(epoch from (created_at + make_interval(secs => $3)) - now()))::int as wait
     from password_reset_attempts where tenant = $1 and email = $2 and created_at > now() - make_interval(secs => $3)
     order by created_at desc limit 1`,
    [tenant, email, RESET_RULES.resendSeconds],
  )
  if (recent) {
    const wait = Math.max(1, recent.wait)
    throw new HttpError(429, `Please wait ${wait} seconds before requesting a new code`, null, {
      'retry-after': String(wait),
    })
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.transaction(async (tx) => {
    await tx.query(
      'update password_reset_attempts set voided_at = now() where tenant = $1 and email = $2 and voided_at is null',
      [tenant, email],
    )
    await tx.query(
      `insert into password_reset_attempts (tenant, email, code_hash, expires_at)
       values ($1, $2, $3, now() + make_interval(mins => $4))`,
      [tenant, email, hashCode(tenant, email, code), RESET_RULES.validMinutes],
    )
  })
  return code
}

/** Marks the live code verified when it matches and answers its reset token; a wrong code counts against it. */
export async function verifyResetCode(db: Db, tenant: string, email: string, code: string): Promise<string> {
  const [row] = await db.query<{
    id: number
    code_hash: string
    wrong_tries: number
    live: boolean
  }>(
    `select id::int as id, code_hash, wrong_tries, (expires_at > now()) as live
     from password_reset_attempts
     where tenant = $1 and email = $2 and voided_at is null and verified_at is null
     order by created_at desc limit 1`,
    [tenant, email],
  )
  if (!row || !row.live)
    throw new HttpError(400, 'Invalid OTP. The code has expired; please request a new one.')
  if (row.wrong_tries >= RESET_RULES.maxWrongTries)
    throw new HttpError(400, 'Too many wrong codes. Please request a new one.')
  const expected = Buffer.from(row.code_hash, 'hex')
  const given = Buffer.from(hashCode(tenant, email, code), 'hex')
  if (!timingSafeEqual(expected, given)) {
    await db.query(
      'update password_reset_attempts set wrong_tries = wrong_tries + 1 where id = $1',
      [row.id],
    )
    throw new HttpError(400, 'Invalid OTP. Please check your OTP and try again.')
  }
  // The code is spent here; what it proved travels on as a single-use token that only the client
  // which verified it holds (issue 20, finding 3): polling the reset with the e-mail alone wins nothing.
  const token = randomBytes(32).toString('base64url')
  const [marked] = await db.query(
    'update password_reset_attempts set verified_at = now(), reset_token_hash = $2 where id = $1 and verified_at is null returning id',
    [row.id, hashResetToken(tenant, email, token)],
  )
  if (!marked) throw new HttpError(400, 'Invalid OTP. The code has expired; please request a new one.')
  return token
}

const LIVE_TOKEN = `tenant = $1 and email = $2 and reset_token_hash = $3 and voided_at is null and reset_at is null
  and verified_at > now() - make_interval(mins => $4)`

/** Refuses early (before any hashing) when the token is not a live one for this e-mail. */
export async function assertResetToken(db: Db, tenant: string, email: string, token: string) {
  const rows = await db.query(`select 1 from password_reset_attempts where ${LIVE_TOKEN}`, [
    tenant, email, hashResetToken(tenant, email, token), RESET_RULES.resetWithinMinutes,
  ])
  if (rows.length === 0) throw new HttpError(400, NOT_VERIFIED, { field: 'reset_token' })
}

/** Uses up the reset token, once: of two parallel resets with it, one wins. */
export async function consumeVerifiedCode(db: Db, tenant: string, email: string, token: string) {
  const [row] = await db.query<{ id: number }>(
    `update password_reset_attempts set reset_at = now() where ${LIVE_TOKEN} returning id::int as id`,
    [tenant, email, hashResetToken(tenant, email, token), RESET_RULES.resetWithinMinutes],
  )
  if (!row) throw new HttpError(400, NOT_VERIFIED, { field: 'reset_token' })
}
