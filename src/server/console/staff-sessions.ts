import { readCookie } from '~/server/http/cookies'
import type { Db } from '~/server/db/db'
import { audit } from '~/server/ops/ops-audit'
import { digest, randomToken } from './sealed'
import type { StaffRow } from './staff-accounts'

/** The staff session cookie (decision 045): never a buyer's, sent only to the console API. */
export const STAFF_COOKIE = 'haven_staff'
export const CONSOLE_API_PATH = '/api/v1/console'
/** A password alone opens five minutes to give the second factor; a full session lasts a working day. */
export const STAGE_SECONDS = { 'second-factor': 5 * 60, 'signed-in': 12 * 60 * 60 } as const
export type SessionStage = keyof typeof STAGE_SECONDS

/** HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure on https, Path: the console API only. */
export function staffCookie(value: string, stage: SessionStage, requestUrl: string): string {
  const secure = new URL(requestUrl).protocol === 'https:' ? '; Secure' : ''
  return `${STAFF_COOKIE}=${value}; Path=${CONSOLE_API_PATH}; Max-Age=${STAGE_SECONDS[stage]}; HttpOnly; SameSite=Strict${secure}`
}
export const clearedStaffCookie = (requestUrl: string) =>
  `${STAFF_COOKIE}=; Path=${CONSOLE_API_PATH}; Max-Age=0; HttpOnly; SameSite=Strict${new URL(requestUrl).protocol === 'https:' ? '; Secure' : ''}`

export const readStaffCookie = (header: string | undefined) => readCookie(header, STAFF_COOKIE)

/** A new session id — always new: signing in never keeps an id the browser already had (fixation). */
export async function openSession(db: Db, staff: Pick<StaffRow, 'id' | 'tenant_id'>, stage: SessionStage): Promise<string> {
  const token = randomToken()
  await db.query(
    `insert into staff_sessions (id_hash, staff_id, tenant_id, stage, expires_at) values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [digest(token), staff.id, staff.tenant_id, stage, STAGE_SECONDS[stage]],
  )
  // Expired sessions of this person go as a new one starts.
  await db.query('delete from staff_sessions where staff_id = $1 and expires_at < now()', [staff.id])
  return token
}

/** The live session a cookie names on this tenant, with its staff member (still enabled), or null. */
export async function readSession(db: Db, tenant: string, token: string | undefined) {
  if (!token || token.length > 100) return null
  const [row] = await db.query<{ stage: SessionStage; staff_id: number }>(
    `select s.stage, s.staff_id::int as staff_id from staff_sessions s join staff m on m.id = s.staff_id
     where s.id_hash = $1 and s.tenant_id = $2 and m.tenant_id = $2 and s.expires_at > now() and m.disabled_at is null`,
    [digest(token), tenant],
  )
  return row ?? null
}

export async function closeSession(db: Db, token: string | undefined) {
  if (token) await db.query('delete from staff_sessions where id_hash = $1', [digest(token)])
}

/**
 * Sign-out: the session the cookie names ends, audited as its staff member (every console write is,
 * issue 33); a cookie that names no session changes nothing and writes nothing.
 */
export async function signOut(db: Db, token: string | undefined) {
  if (!token || token.length > 100) return
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ staff_id: number; tenant_id: string; stage: SessionStage; email: string }>(
      `delete from staff_sessions s using staff m where s.id_hash = $1 and m.id = s.staff_id
       returning s.staff_id::int as staff_id, s.tenant_id, s.stage, m.email`,
      [digest(token)],
    )
    if (row) await audit(tx, { actor: row.email, channel: 'console' }, { action: 'staff-sign-out', tenant: row.tenant_id, target_kind: 'staff', target_id: row.staff_id, before: { stage: row.stage }, after: null })
  })
}
