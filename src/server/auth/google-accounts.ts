import * as v from 'valibot'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { findUserByEmail, findUserById, insertUser, type UserRow } from './users'

/** What Google's userinfo answers that we use; anything malformed is refused. */
export const GoogleProfileSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254))),
  email_verified: v.optional(v.union([v.boolean(), v.picklist(['true', 'false'])])),
  given_name: v.optional(v.string()),
  family_name: v.optional(v.string()),
  name: v.optional(v.string()),
})
export type GoogleProfile = v.InferOutput<typeof GoogleProfileSchema>

const clean = (s: string | undefined, fallback: string) =>
  (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 100) || fallback

/**
 * The account a Google identity signs into: the one already linked to this subject; else the
 * account with the same e-mail, linked now — only when Google says the e-mail is verified; else a
 * new account. An unverified e-mail creates nothing either: such an account would squat the
 * address before its real owner signs up (pre-hijacking). A referral counts for new accounts only.
 */
export async function googleUser(
  db: Db,
  tenant: string,
  p: GoogleProfile,
  referredBy: number | null = null,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [linked] = await tx.query<{ id: number }>(
      'select id::int as id from users where tenant = $1 and google_sub = $2',
      [tenant, p.sub],
    )
    if (linked) return (await findUserById(tx, tenant, linked.id))!
    const verified = p.email_verified === true || p.email_verified === 'true'
    if (!p.email || !verified)
      throw new HttpError(400, 'Your Google account has no verified email address.')
    const existing = await findUserByEmail(tx, tenant, p.email)
    if (existing) {
      // An address never proved may have been signed up by someone else to wait for its owner
      // (pre-account-hijacking, issue 20 finding 5). Google proves it now: whatever password was
      // set before stops working and every session made with it ends (decision 040).
      const unproved = !existing.email_verified
      // Linked to a different Google subject already: the address changed hands at Google.
      const [row] = await tx.query(
        `update users set google_sub = $1, email_verified_at = coalesce(email_verified_at, now()), updated_at = now(),
           password_hash = case when $3 then null else password_hash end,
           token_version = token_version + case when $3 then 1 else 0 end
         where id = $2 and google_sub is null returning id`,
        [p.sub, existing.id, unproved],
      )
      if (!row) throw new HttpError(409, 'This email is linked to another Google account.')
      return (await findUserById(tx, tenant, existing.id))!
    }
    const [first, ...rest] = clean(p.name, '').split(' ')
    const user = await insertUser(tx, tenant, {
      email: p.email,
      first_name: clean(p.given_name, first || p.email.split('@')[0]!),
      last_name: clean(p.family_name, rest.join(' ') || '-'),
      phone: '',
      password_hash: null,
      referred_by: referredBy,
      google_sub: p.sub,
    })
    await tx.query('update users set email_verified_at = now() where id = $1', [user.id])
    return { ...user, email_verified: true }
  })
}
