import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { audit, type OpsContext } from '~/server/ops/ops-audit'
import { duplicateText, type DocumentDuplicate, type DocumentType, type VerificationDocument } from '~/shared/console/verification'
import { tenantPropertyId } from '~/shared/tenant/property-id'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import type { VerificationStep } from '~/shared/trust/verification'

/**
 * Private documents of verification checks (decision 049). Bytes are stored in the database, read
 * only through `readDocumentFile` for the uploader's tenant. The fingerprint finds the same file
 * already attached to a check of another listing, or by another agency.
 */

interface Row {
  id: number
  tenant_id: string
  listing_id: number
  step: VerificationStep
  filename: string
  content_type: DocumentType
  size_bytes: number
  sha256: string
  uploaded_by: string
  created_at: Date | string
  attached_at: Date | string | null
}

const COLUMNS = `d.id::int as id, d.tenant_id, d.listing_id, d.step, d.filename, d.content_type, d.size_bytes, d.sha256,
  s.email as uploaded_by, d.created_at, d.attached_at`

/** Where else this fingerprint was used: another listing of this agency by name, any listing of another agency as just that. */
export async function duplicatesOf(db: Db, tenant: Tenant, sha256: string, listingId: number): Promise<DocumentDuplicate[]> {
  const rows = await db.query<{ tenant_id: string; listing_id: number; property_id: string; title: string }>(
    `select distinct d.tenant_id, d.listing_id, l.property_id, l.title
     from verification_documents d join listings l on l.id = d.listing_id
     where d.sha256 = $1 and d.attached_at is not null and (d.tenant_id <> $2 or d.listing_id <> $3)
     order by d.tenant_id, d.listing_id limit 20`,
    [sha256, tenant.domain, listingId],
  )
  const mine = rows.filter((r) => r.tenant_id === tenant.domain)
  const out: DocumentDuplicate[] = mine.map((r) => ({ listing_id: r.listing_id, property_id: tenantPropertyId(r.property_id, tenant), title: r.title, other_agency: false }))
  if (rows.length > mine.length) out.push({ listing_id: null, property_id: null, title: null, other_agency: true })
  return out
}

async function toDocument(db: Db, tenant: Tenant, r: Row): Promise<VerificationDocument> {
  return {
    id: r.id,
    listing_id: r.listing_id,
    step: r.step,
    filename: r.filename,
    content_type: r.content_type,
    size_bytes: r.size_bytes,
    sha256: r.sha256,
    uploaded_by: r.uploaded_by,
    created_at: new Date(r.created_at).toISOString(),
    attached: r.attached_at !== null,
    duplicates: await duplicatesOf(db, tenant, r.sha256, r.listing_id),
  }
}

export interface NewDocument {
  listingId: number
  step: VerificationStep
  filename: string
  type: DocumentType
  bytes: Uint8Array
  sha256: string
  staffId: number
}

/** A document's audit row, on its listing: which file, never its bytes. */
const documentAudit = (action: string, d: { id: number; listing_id: number; step: VerificationStep; filename: string; size_bytes: number; sha256: string }) => ({
  action,
  tenant: null,
  target_kind: 'listing' as const,
  target_id: d.listing_id,
  before: null,
  after: { document_id: d.id, step: d.step, filename: d.filename, size_bytes: d.size_bytes, sha256: d.sha256 },
})

/**
 * Keeps an uploaded file, not yet attached to a check, audited (upload-document); answers it with
 * its duplicates, for the verifier to see before saving.
 */
export async function storeDocument(db: Db, ctx: OpsContext, tenant: Tenant, doc: NewDocument): Promise<VerificationDocument> {
  const id = await db.transaction(async (tx) => {
    const [listing] = await tx.query('select 1 from listings where id = $1', [doc.listingId])
    if (!listing) throw new HttpError(404, 'Listing not found', { field: 'listing_id' })
    const [{ id }] = (await tx.query<{ id: number }>(
      `insert into verification_documents (tenant_id, listing_id, step, filename, content_type, size_bytes, sha256, bytes, uploaded_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int as id`,
      [tenant.domain, doc.listingId, doc.step, doc.filename, doc.type, doc.bytes.byteLength, doc.sha256, doc.bytes, doc.staffId],
    )) as [{ id: number }]
    await audit(tx, ctx, documentAudit('upload-document', { id, listing_id: doc.listingId, step: doc.step, filename: doc.filename, size_bytes: doc.bytes.byteLength, sha256: doc.sha256 }))
    return id
  })
  const [row] = await db.query<Row>(`select ${COLUMNS} from verification_documents d join staff s on s.id = d.uploaded_by where d.id = $1`, [id])
  return toDocument(db, tenant, row!)
}

/** This agency's documents of a listing, newest first (never their bytes). */
export async function listDocuments(db: Db, tenant: Tenant, listingId: number): Promise<VerificationDocument[]> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from verification_documents d join staff s on s.id = d.uploaded_by
     where d.tenant_id = $1 and d.listing_id = $2 order by d.id desc limit 50`,
    [tenant.domain, listingId],
  )
  return Promise.all(rows.map((r) => toDocument(db, tenant, r)))
}

/**
 * Inside the check's transaction: the documents named must be this agency's, of this listing and
 * check, not yet attached; one already used elsewhere stops the save unless the verifier confirmed.
 */
export async function attachDocuments(tx: Db, tenant: Tenant, listingId: number, check: { step: VerificationStep; done_on: string }, ids: readonly number[], confirmed: boolean) {
  const { step } = check
  if (!ids.length) return []
  const rows = await tx.query<{ id: number; filename: string; sha256: string }>(
    `select id::int as id, filename, sha256 from verification_documents
     where id = any($1::bigint[]) and tenant_id = $2 and listing_id = $3 and step = $4 and attached_at is null for update`,
    [ids, tenant.domain, listingId, step],
  )
  if (rows.length !== new Set(ids).size) throw new HttpError(400, 'A document is not one uploaded for this check', { field: 'documents' })
  const flagged: { document_id: number; filename: string; duplicates: DocumentDuplicate[] }[] = []
  for (const r of rows) {
    const duplicates = await duplicatesOf(tx, tenant, r.sha256, listingId)
    if (duplicates.length) flagged.push({ document_id: r.id, filename: r.filename, duplicates })
  }
  if (flagged.length && !confirmed) throw new HttpError(409, `${flagged[0]!.filename}: ${duplicateText(flagged[0]!.duplicates[0]!)}. Confirm to save the check anyway.`, { field: 'confirm_duplicates', flagged })
  const [record] = await tx.query<{ id: number }>('select id::int as id from listing_verification_steps where listing_id = $1 and step = $2 and done_on = $3', [listingId, step, check.done_on])
  await tx.query('update verification_documents set check_id = $2, attached_at = now() where id = any($1::bigint[])', [ids, record?.id ?? null])
  return rows.map((r) => ({ id: r.id, filename: r.filename, sha256: r.sha256, flagged: flagged.some((f) => f.document_id === r.id) }))
}

/** The bytes, for staff of the document's tenant only (another agency's id is not found); every download audited. */
export async function readDocumentFile(db: Db, ctx: OpsContext, tenant: Tenant, id: number) {
  const [row] = await db.query<{ id: number; listing_id: number; step: VerificationStep; filename: string; content_type: DocumentType; size_bytes: number; sha256: string; bytes: Uint8Array }>(
    'select id::int as id, listing_id::int as listing_id, step, filename, content_type, size_bytes, sha256, bytes from verification_documents where id = $1 and tenant_id = $2',
    [id, tenant.domain],
  )
  if (!row) throw new HttpError(404, 'Document not found')
  await audit(db, ctx, documentAudit('download-document', row))
  return row
}
