import type { Db } from '~/server/db/db'

/**
 * Who acts, and through which door: `npm run ops` (the terminal's user), /api/v1/ops/* (the
 * operator token) or the console (a staff member). `actor` is always who the request proves; a
 * name the caller wrote (`--actor`, the body's `actor`) is only `claimed`, kept apart (issue 33).
 */
export interface OpsContext {
  actor: string
  /** The name the caller gave, when it differs from the actor: a claim nobody checked. */
  claimed?: string
  channel: 'cli' | 'api' | 'console'
  /** A staff member's tenant: their actions on the shared catalogue are kept in their tenant's trail (decision 045). */
  tenant?: string
}

export interface AuditEntry {
  action: string
  tenant: string | null
  target_kind: 'listing' | 'transaction' | 'reports' | 'staff' | 'realtor'
  target_id: string | number
  before: unknown
  after: unknown
}

/** What every operator action answers: its audit row, and the record before and after. */
export interface OpsResult<B = unknown, A = unknown> {
  audit_id: number
  before: B
  after: A
}

/** One row of ops_audit, written inside the caller's transaction: the action and its audit stand or fall together. */
export async function audit(tx: Db, ctx: OpsContext, e: AuditEntry): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into ops_audit (actor, claimed_actor, channel, action, tenant, target_kind, target_id, before, after)
     values ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9::text::jsonb) returning id::int as id`,
    [ctx.actor, ctx.claimed && ctx.claimed !== ctx.actor ? ctx.claimed : null, ctx.channel, e.action, e.tenant ?? ctx.tenant ?? null, e.target_kind, String(e.target_id), JSON.stringify(e.before ?? null), JSON.stringify(e.after ?? null)],
  )
  return row!.id
}
