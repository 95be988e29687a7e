import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { recordListingChanges, listingEventFields } from '~/server/catalogue/listings/listing-events'
import type { Db } from '~/server/db/db'
import { mailQueueIdle } from '~/server/email/queue/kick-mail-queue'
import { runAlerts, type RunOptions } from '~/server/alerts/run-alerts'
import { tenantRegistry } from '~/server/tenants/load-tenants'
import { send, TENANT } from './api-test-db'

let n = 0
/** A buyer with a proved address (alerts go to no other), signed in. */
export async function alertBuyer(db: Db, tenant = TENANT) {
  const email = `alerts${++n}-${Date.now()}@example.com`
  const res = await send('POST', '/auth/user-signup', { first_name: 'Ada', last_name: 'Okafor', email, phone: '08031234567', password: 'correct horse' }, { tenant })
  expect(res.status).toBe(201)
  await db.query('update users set email_verified_at = now() where email = $1 and tenant = $2', [email, tenant])
  const [user] = await db.query<{ id: number }>('select id::int as id from users where email = $1 and tenant = $2', [email, tenant])
  return { token: res.body.data.accessToken as string, email, tenant, id: Number(user!.id) }
}

/**
 * Puts `count` available, freshly confirmed Lagos listings "on the market now" under a made-up
 * street word, so a saved search `location=<word>` matches exactly them: their history is
 * cleared and their first record written, as an import of new listings does.
 */
export async function newListings(db: Db, word: string, count: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select id from listings where state = 'Lagos' and availability = 'available' and address not like '%field%' order by id limit $1 offset $2`,
    [count, 40 + n * 7],
  )
  const ids = rows.map((r) => Number(r.id))
  await db.transaction(async (tx) => {
    await tx.query(`update listings set address = address || ', ' || $2, confirmed_available_at = now() where id = any($1::int[])`, [ids, word])
    await tx.query('delete from listing_events where listing_id = any($1::int[])', [ids])
    for (const id of ids) await recordListingChanges(tx, id, null, (await listingEventFields(tx, id))!, 'import')
  })
  return ids
}

/** Cuts a listing's price by 10 %, with its event, as an import does. */
export async function cutPrice(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const before = (await listingEventFields(tx, id))!
    await tx.query('update listings set asking_price_ngn = (asking_price_ngn * 9) / 10, asking_price = (asking_price * 9) / 10, old_asking_price = asking_price where id = $1', [id])
    await recordListingChanges(tx, id, before, (await listingEventFields(tx, id))!, 'import')
  })
}

/** One alert run for the test tenant at `minutes` from now, mail sent: at 2, its horizon (2 minutes back) is the real now. */
export async function runAt(db: Db, minutes: number, options: RunOptions = {}) {
  const tenants = [tenantRegistry().byDomain(TENANT)!]
  const [result] = await runAlerts(db, { now: new Date(Date.now() + minutes * 60_000), tenants, ...options })
  await mailQueueIdle()
  return result!
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) back to text. */
const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  )

/** The decoded subjects of the alert e-mails to `email` in an outbox directory, oldest first. */
export function alertSubjects(dir: string, email: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${email}`))
    .map((m) => decodeWords((/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(m)?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ')).trim())
    .filter((s) => !s.startsWith('Confirm your e-mail'))
}
