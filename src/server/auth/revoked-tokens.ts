import { createHash } from 'node:crypto'
import type { Db } from '~/server/db/db'
import { verifyAccessToken } from './tokens'

/**
 * Access tokens ended by signing out (issue 33). A token is otherwise good until it expires or the
 * password changes (decision 021), and the page cookie carries the same token (decision 053): a
 * sign-out that only cleared the cookie left a copy that still painted the buyer's pages and read
 * their answers. Only a hash is kept, until the token would have expired anyway.
 */
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

/** SQL: whether the token whose hash is the parameter `param` was signed out. */
export const revokedSql = (param: string) =>
  `exists (select 1 from revoked_tokens where token_hash = ${param})`

/** The parameter `revokedSql` reads for this token. */
export const revokedParam = hashOf

/**
 * Signs these tokens out, each one that verifies for this tenant (anything else is not a session
 * here, and nobody fills the table with junk). Revoking twice is harmless; rows past their
 * token's expiry go as new ones arrive.
 */
export async function revokeTokens(db: Db, tenant: string, tokens: (string | undefined)[]) {
  for (const token of new Set(tokens)) {
    if (!token) continue
    const claims = await verifyAccessToken(token, tenant).catch(() => null)
    if (!claims) continue
    await db.query(
      `insert into revoked_tokens (token_hash, tenant, user_id, expires_at) values ($1, $2, $3, to_timestamp($4))
       on conflict (token_hash) do nothing`,
      [hashOf(token), tenant, claims.id, claims.exp],
    )
  }
  await db.query('delete from revoked_tokens where expires_at < now()')
}
