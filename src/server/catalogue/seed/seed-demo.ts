import { hashPassword } from '~/server/auth/passwords'
import { findUserByEmail, insertUser, type UserRow } from '~/server/auth/users'
import type { Db } from '~/server/db/db'
import { recordRequest, recordStep } from '~/server/transactions/transaction-events'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { DEMO_BUYER, DEMO_NOTES, DEMO_TRANSACTIONS, demoInstruction, demoSteps } from '~/testing/demo-transactions'
import { slotInstant, VIEWING_SLOTS } from '~/shared/transactions/viewing-slots'
import { saveInstruction } from '~/server/transactions/escrow-instruction'

const DAY = 86_400_000

async function demoBuyer(tx: Db, tenant: Tenant, passwordHash: string): Promise<UserRow> {
  const email = DEMO_BUYER.email(tenant.domain)
  const existing = await findUserByEmail(tx, tenant.domain, email)
  if (existing) return existing
  const { first_name, last_name, phone } = DEMO_BUYER
  return insertUser(tx, tenant.domain, { email, first_name, last_name, phone, password_hash: passwordHash, referred_by: null, google_sub: null })
}

/**
 * The demo buyer of each tenant and their transactions, one at each stage of the escrow flow and
 * one held pending a dispute (decision 035). Written through the same machine as real steps,
 * dated back from today; no e-mail is sent. Runs again on every seed: the buyer's earlier demo
 * transactions went with the listings the seed replaced.
 */
export async function seedDemo(db: Db, tenants: readonly Tenant[], now = Date.now()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_BUYER.password)
  const listings = await db.query<{ id: number; slug: string; realtor_id: number | null; asking_price_ngn: string | number }>(
    `select id, slug, realtor_id, asking_price_ngn from listings where category = 'For sale' and state = 'Lagos' and availability = 'available'
     order by id limit $1`,
    [DEMO_TRANSACTIONS.length],
  )
  await db.transaction(async (tx) => {
    for (const tenant of tenants) {
      const buyer = await demoBuyer(tx, tenant, passwordHash)
      await tx.query('delete from viewings where user_id = $1', [buyer.id])
      for (const [i, demo] of DEMO_TRANSACTIONS.entries()) {
        const listing = listings[i % listings.length]
        if (!listing) return
        const steps = demoSteps(demo)
        // Each step a day or two after the last; the newest is yesterday.
        const at = (k: number) => new Date(now - (steps.length - k) * 2 * DAY)
        // At a slot a viewing can take (decision 043): 10:00, 11:30, 1:00 PM… never 11:56 PM.
        const slot = VIEWING_SLOTS[(2 + i * 3) % VIEWING_SLOTS.length]!
        const scheduled = steps.includes('VIEWED') ? slotInstant(at(2).getTime(), 0, slot) : slotInstant(now, i + 2, slot)
        const [row] = await tx.query<{ id: number }>(
          `insert into viewings (tenant, user_id, listing_id, realtor_id, viewing_type, inspection_type, scheduled_at,
             first_name, last_name, email, phone_number, listing_url, created_at)
           values ($1, $2, $3, $4, 'MYSELF', 'PHYSICAL_INSPECTION', $5, $6, $7, $8, $9, $10, $11) returning id::int as id`,
          [tenant.domain, buyer.id, listing.id, listing.realtor_id, scheduled, buyer.first_name, buyer.last_name, buyer.email,
            buyer.phone, `https://${tenant.domain}/listings/${listing.id}/${listing.slug}`, at(0)],
        )
        await recordRequest(tx, tenant.domain, row!.id, buyer.email, at(0))
        for (const [k, step] of steps.entries()) {
          if (k === 0) continue
          const byBuyer = step === 'BUYER_ACCEPTED' || step === 'DISPUTE_RAISED'
          const actor = byBuyer ? { kind: 'buyer' as const, name: buyer.email } : { kind: 'operator' as const, name: `${tenant.display_name} team (demo)` }
          const r = await recordStep(tx, { tenant: tenant.domain, viewingId: row!.id, step, actor, note: DEMO_NOTES[step] ?? null, occurredAt: at(k) })
          if (step === 'PAYMENT_REQUESTED')
            await saveInstruction(tx, tenant.domain, row!.id, r.eventId!, demoInstruction(Number(listing.asking_price_ngn), `ESC-${row!.id}-${tenant.slug.toUpperCase()}`, at(k).getTime()))
        }
      }
    }
  })
}
