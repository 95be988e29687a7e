import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { BOARD_COLUMNS, COLUMN_STEPS, type BoardColumn, type BoardPage, type BoardTransaction, type TransactionNote } from '~/shared/console/board'
import { allowedSteps, type EscrowState, type TransactionStep } from '~/shared/transactions/escrow-states'
import { tenantPropertyId } from '~/shared/tenant/property-id'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { audit, type OpsContext } from '~/server/ops/ops-audit'
import type { StaffRow } from './staff-accounts'

const PAGE = 30

const columnWhere = (column: BoardColumn) =>
  column === 'disputed' ? 'v.disputed' : `not v.disputed and v.step = any('{${COLUMN_STEPS[column].join(',')}}'::text[])`

/** Steps staff record from the board; releasing funds is the four-eyes request, not a step here. */
export const boardSteps = (state: Pick<EscrowState, 'step' | 'disputed'>): TransactionStep[] =>
  allowedSteps(state as EscrowState, 'operator').filter((s) => s !== 'FUNDS_RELEASED' && s !== 'DISPUTE_RESOLVED' && s !== 'FUNDS_RETURNED')

/** One column of the tenant's transactions, newest first (keyset on the id), and every column's count. */
export async function boardPage(db: Db, tenant: Tenant, staff: StaffRow, column: BoardColumn, before?: number): Promise<BoardPage> {
  const rows = await db.query<{
    id: number; step: TransactionStep; disputed: boolean; listing_id: number; slug: string; title: string; property_id: string
    first_name: string; last_name: string; email: string; updated_at: Date | string
    release_id: number | null; requested_by: string | null; requested_by_id: number | null; requested_at: Date | string | null; release_note: string | null; notes: number
  }>(
    `select v.id::int as id, v.step, v.disputed, l.id::int as listing_id, l.slug, l.title, l.property_id,
            v.first_name, v.last_name, v.email, v.updated_at,
            r.id::int as release_id, r.requested_actor as requested_by, r.requested_by::int as requested_by_id, r.requested_at, r.note as release_note,
            (select count(*)::int from transaction_notes n where n.transaction_id = v.id) as notes
     from viewings v join listings l on l.id = v.listing_id
     left join release_requests r on r.transaction_id = v.id and r.approved_at is null and r.cancelled_at is null
     where v.tenant = $1 and ${columnWhere(column)} ${before ? 'and v.id < $2' : ''}
     order by v.id desc limit ${PAGE + 1}`,
    before ? [tenant.domain, before] : [tenant.domain],
  )
  const [countRow] = await db.query<Record<BoardColumn, number>>(
    `select ${BOARD_COLUMNS.map((c) => `count(*) filter (where ${columnWhere(c)})::int as ${c}`).join(', ')} from viewings v where v.tenant = $1`,
    [tenant.domain],
  )
  const items: BoardTransaction[] = rows.slice(0, PAGE).map((r) => ({
    id: r.id,
    step: r.step,
    disputed: r.disputed,
    listing: { id: r.listing_id, slug: r.slug, title: r.title, property_id: tenantPropertyId(r.property_id, tenant) },
    buyer: { name: `${r.first_name} ${r.last_name}`.trim(), email: r.email },
    updated_at: new Date(r.updated_at).toISOString(),
    next_steps: boardSteps(r as Pick<EscrowState, 'step' | 'disputed'>),
    release: r.release_id ? { id: r.release_id, requested_by: r.requested_by!, requested_at: new Date(r.requested_at!).toISOString(), note: r.release_note, mine: r.requested_by_id === staff.id } : null,
    notes: r.notes,
  }))
  return { items, next: rows.length > PAGE ? items[items.length - 1]!.id : null, counts: countRow! }
}

async function ownTransaction(db: Db, tenant: Tenant, id: number) {
  const [row] = await db.query('select 1 from viewings where id = $1 and tenant = $2', [id, tenant.domain])
  if (!row) throw new HttpError(404, 'Transaction not found')
}

/** The staff's notes on a transaction, oldest first; the buyer never reads them. */
export async function listNotes(db: Db, tenant: Tenant, transactionId: number): Promise<TransactionNote[]> {
  await ownTransaction(db, tenant, transactionId)
  const rows = await db.query<TransactionNote & { created_at: Date | string }>(
    'select id::int as id, author, body, created_at from transaction_notes where transaction_id = $1 and tenant_id = $2 order by id',
    [transactionId, tenant.domain],
  )
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }))
}

/** A staff note, audited like every staff action. */
export async function addNote(db: Db, ctx: OpsContext, tenant: Tenant, staff: StaffRow, transactionId: number, body: string): Promise<TransactionNote> {
  await ownTransaction(db, tenant, transactionId)
  return db.transaction(async (tx) => {
    const [row] = await tx.query<TransactionNote & { created_at: Date | string }>(
      'insert into transaction_notes (tenant_id, transaction_id, staff_id, author, body) values ($1, $2, $3, $4, $5) returning id::int as id, author, body, created_at',
      [tenant.domain, transactionId, staff.id, staff.email, body],
    )
    await audit(tx, ctx, { action: 'add-note', tenant: tenant.domain, target_kind: 'transaction', target_id: transactionId, before: null, after: { note_id: row!.id, body } })
    return { ...row!, created_at: new Date(row!.created_at).toISOString() }
  })
}
