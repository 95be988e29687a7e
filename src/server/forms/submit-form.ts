import { addressHash } from '~/server/auth/address-hash'
import { reserveAttempt } from '~/server/auth/rate-limit'
import type { Db } from '~/server/db/db'
import { keyReused } from '~/server/http/idempotency'
import type { FormName } from '~/shared/schemas/marketing-forms'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { FORM_SPECS, type FormPayload } from './form-specs'
import { mailSubmission } from './mail-submission'

export interface SubmitOptions {
  /** The request's Idempotency-Key: a retry with it answers the first submission again. */
  idempotencyKey?: string
  /** The caller's address: counted for the hourly limit, stored only as a keyed hash. */
  address: string
  /** The tenant's own site, for links in the e-mails. */
  origin: string
}

export interface Submitted {
  id: number
  message: string
  /** true when this answers an earlier request with the same Idempotency-Key. */
  replayed: boolean
}

/** The row an Idempotency-Key already made for this tenant and form, or null; another body under the key is a 422. */
async function priorSubmission(db: Db, tenant: Tenant, form: FormName, key: string, payload: string): Promise<number | null> {
  const [row] = await db.query<{ id: number; same: boolean }>(
    'select id::int as id, payload = $4::text::jsonb as same from form_submissions where tenant = $1 and form = $2 and idempotency_key = $3',
    [tenant.domain, form, key, payload],
  )
  if (!row) return null
  if (!row.same) throw keyReused()
  return row.id
}

/**
 * Stores a validated submission with its tenant, then e-mails it (mailSubmission). The row is
 * written first and alone, so no mail failure can lose it. With an Idempotency-Key, a repeat —
 * a retry, or a duplicate racing the first — finds the first row and answers it again, counting
 * nothing and sending nothing; the unique index settles a race (`on conflict do nothing`).
 */
export async function submitForm(db: Db, tenant: Tenant, form: FormName, body: FormPayload, options: SubmitOptions): Promise<Submitted> {
  const spec = FORM_SPECS[form]
  const message = spec.message(body)
  const payload = JSON.stringify(body)
  const key = options.idempotencyKey ?? null
  const replayOf = async () => {
    const id = key === null ? null : await priorSubmission(db, tenant, form, key, payload)
    return id === null ? null : { id, message, replayed: true }
  }
  const replay = await replayOf()
  if (replay) return replay
  await reserveAttempt(db, tenant.domain, 'form-address', options.address)
  const sender = spec.sender(body)
  const [row] = await db.query<{ id: number; created_at: Date | string }>(
    `insert into form_submissions (tenant, form, payload, email, address_hash, idempotency_key)
     values ($1, $2, $3::text::jsonb, $4, $5, $6)
     on conflict (tenant, form, idempotency_key) where idempotency_key is not null do nothing
     returning id::int as id, created_at`,
    [tenant.domain, form, payload, sender.email, addressHash(options.address), key],
  )
  if (!row) {
    // A duplicate with the same key was stored first, between our look and our insert.
    const raced = await replayOf()
    if (!raced) throw new Error(`form_submissions: key conflict without a row (${form})`)
    return raced
  }
  await mailSubmission(db, tenant, { id: row.id, form, payload: body, sender, receivedAt: new Date(row.created_at), origin: options.origin })
  return { id: row.id, message, replayed: false }
}
