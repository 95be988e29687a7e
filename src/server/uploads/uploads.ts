import { randomBytes } from 'node:crypto'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { MAX_OPEN_UPLOADS, partCount, partRange, typeFits, UPLOAD_CAP, UPLOAD_TTL_MINUTES, type PartReceipt, type UploadPurpose, type UploadStart, type UploadTicket } from '~/shared/console/uploads'
import { audit, type AuditEntry, type OpsContext } from '~/server/ops/ops-audit'
import type { UploadStaging } from './upload-staging'

/**
 * The chunk protocol of the console's uploads (decision 057): start, parts (idempotent), complete
 * once. Every step is for the staff member and tenant who started the upload only — anyone else
 * finds nothing (404), as if the id did not exist.
 */

export interface Uploader {
  tenant: string
  staffId: number
  /** What their role allows now (read at each request): a demoted uploader sends no part and completes nothing. */
  purposes: readonly UploadPurpose[]
  /** Who the audit names: the staff member the session proves. */
  ctx: OpsContext
}

export interface UploadRow {
  id: string
  purpose: UploadPurpose
  target: Record<string, unknown>
  filename: string
  content_type: string
  size_bytes: number
  part_bytes: number
  parts: number
  state: 'open' | 'completing' | 'done'
  result: unknown
  expired: boolean
  missing: number[]
}

const MB = (n: number) => `${n / 1024 / 1024} MB`
const gone = () => new HttpError(410, 'This upload has expired: start it again', { field: 'upload' })
const notFound = () => new HttpError(404, 'No such upload', { field: 'upload' })

const ROW = `id, purpose, target, filename, content_type, size_bytes, part_bytes, parts, state, result, expires_at <= now() as expired,
  received::text as received`

function toRow(r: Omit<UploadRow, 'missing'> & { received: string }): UploadRow {
  const { received, ...rest } = r
  return { ...rest, missing: [...received].flatMap((bit, i) => (bit === '0' ? [i] : [])) }
}

const notAllowed = () => new HttpError(403, 'Your role does not allow this', { field: 'upload' })

/**
 * This uploader's upload, or a 404 whatever the reason (another staff member's, another tenant's,
 * swept); a 403 when their role no longer allows its purpose.
 */
export async function findUpload(db: Db, who: Uploader, id: string, lock = false): Promise<UploadRow> {
  if (!/^[0-9a-f]{32}$/.test(id)) throw notFound()
  const [row] = await db.query<Omit<UploadRow, 'missing'> & { received: string }>(
    `select ${ROW} from console_uploads where id = $1 and tenant_id = $2 and staff_id = $3${lock ? ' for update' : ''}`,
    [id, who.tenant, who.staffId],
  )
  if (!row) throw notFound()
  if (!who.purposes.includes(row.purpose)) throw notAllowed()
  return toRow(row)
}

/** Expired uploads of this tenant, rows and parts: swept whenever one of its staff starts another. */
async function sweep(db: Db, staging: UploadStaging, tenant: string) {
  const old = await db.query<{ id: string }>(
    `delete from console_uploads where id in (select id from console_uploads where tenant_id = $1 and expires_at <= now() limit 50) returning id`,
    [tenant],
  )
  await Promise.all(old.map((r) => staging.remove(tenant, r.id).catch(() => {})))
}

/**
 * A new upload: its size within the purpose's cap, its type fitting the purpose, at most
 * MAX_OPEN_UPLOADS open per staff member (counted under a lock on the staff row, so parallel starts
 * cannot pass it together). `check` proves the target exists before any byte is sent.
 */
export async function startUpload(db: Db, staging: UploadStaging, who: Uploader, body: UploadStart, target: Record<string, unknown>): Promise<UploadTicket> {
  const cap = UPLOAD_CAP[body.purpose]
  if (body.size > cap) throw new HttpError(413, `${body.name} is larger than ${MB(cap)}`, { field: 'size' })
  if (!typeFits(body.purpose, body.type))
    throw new HttpError(415, body.purpose === 'document' ? `${body.name} is not a PDF, JPEG or PNG file` : `${body.name}: not an image (JPEG, PNG, WebP, HEIC or AVIF expected)`, { field: 'type' })
  await sweep(db, staging, who.tenant)
  const parts = partCount(body.size, body.part_size)
  const id = randomBytes(16).toString('hex')
  return db.transaction(async (tx) => {
    await tx.query('select 1 from staff where id = $1 for update', [who.staffId])
    // The wait a refusal names: until the soonest open upload expires, if none finishes first.
    const [{ open, wait }] = (await tx.query<{ open: number; wait: number | null }>(
      `select count(*)::int as open, ceil(extract(epoch from min(expires_at) - now()))::int as wait
       from console_uploads where staff_id = $1 and state <> 'done' and expires_at > now()`,
      [who.staffId],
    )) as [{ open: number; wait: number | null }]
    if (open >= MAX_OPEN_UPLOADS)
      throw new HttpError(429, `At most ${MAX_OPEN_UPLOADS} uploads may be under way at once: let one finish first`, { field: 'upload' }, { 'retry-after': String(Math.max(1, wait ?? 1)) })
    const [row] = (await tx.query<{ expires_at: Date | string }>(
      `insert into console_uploads (id, tenant_id, staff_id, purpose, target, filename, content_type, size_bytes, part_bytes, parts, received, expires_at)
       values ($1, $2, $3, $4, $5::text::jsonb, $6, $7, $8, $9, $10, repeat('0', $10)::varbit, now() + make_interval(mins => $11)) returning expires_at`,
      [id, who.tenant, who.staffId, body.purpose, JSON.stringify(target), body.name, body.type, body.size, body.part_size, parts, UPLOAD_TTL_MINUTES],
    )) as [{ expires_at: Date | string }]
    await audit(tx, who.ctx, uploadAudit('start-upload', { id, purpose: body.purpose, target, filename: body.name, size_bytes: body.size }))
    return { id, part_size: body.part_size, parts, expires_at: new Date(row.expires_at).toISOString() }
  })
}

/** An upload's audit row, on what it is for: the listing (a photo, a check's document) or the realtor. */
function uploadAudit(action: string, u: Pick<UploadRow, 'id' | 'purpose' | 'target' | 'filename' | 'size_bytes'>): AuditEntry {
  const realtor = u.purpose === 'realtor-photo'
  const after = { upload_id: u.id, purpose: u.purpose, filename: u.filename, size_bytes: u.size_bytes, ...(u.target.step ? { step: u.target.step } : {}) }
  return { action, tenant: null, target_kind: realtor ? 'realtor' : 'listing', target_id: (realtor ? u.target.realtor_id : u.target.listing_id) as number, before: null, after }
}

/** Cancelled by its uploader: the row and its parts gone, audited; not while it is being completed (409). */
export async function cancelUpload(db: Db, staging: UploadStaging, who: Uploader, id: string) {
  await db.transaction(async (tx) => {
    const upload = await findUpload(tx, who, id, true)
    if (upload.state === 'completing') throw new HttpError(409, `${upload.filename} is being completed already`, { field: 'upload' })
    await tx.query('delete from console_uploads where id = $1', [upload.id])
    await audit(tx, who.ctx, uploadAudit('cancel-upload', upload))
  })
  await staging.remove(who.tenant, id)
}

/** The part's index from the path: a whole number within the upload's parts, or a 400 naming it. */
export function partIndex(raw: string, upload: Pick<UploadRow, 'parts'>): number {
  if (!/^\d{1,3}$/.test(raw) || Number(raw) >= upload.parts) throw new HttpError(400, `index must be a whole number from 0 to ${upload.parts - 1}`, { field: 'index' })
  return Number(raw)
}

/**
 * One part, as `read` gives its bytes (read no further than the part's exact length). Sending a
 * part again replaces it with the same bytes: harmless. `firstBytes` checks part 0's content.
 */
export async function putPart(db: Db, staging: UploadStaging, who: Uploader, id: string, rawIndex: string, read: (expected: number) => Promise<Uint8Array>, firstBytes: (u: UploadRow, bytes: Uint8Array) => void): Promise<PartReceipt> {
  const upload = await findUpload(db, who, id)
  if (upload.expired) throw gone()
  if (upload.state !== 'open') throw new HttpError(409, 'This upload is already complete', { field: 'upload' })
  const index = partIndex(rawIndex, upload)
  const { start, end } = partRange(upload.size_bytes, upload.part_bytes, index)
  const bytes = await read(end - start)
  if (bytes.byteLength !== end - start) throw new HttpError(400, `part ${index} of ${upload.filename} must be ${end - start} bytes, not ${bytes.byteLength}`, { field: 'part' })
  if (index === 0) firstBytes(upload, bytes)
  await staging.putPart(who.tenant, id, index, bytes)
  const [row] = await db.query<{ received: string }>(
    `update console_uploads set received = set_bit(received, $2, 1) where id = $1 and state = 'open' and expires_at > now() returning received::text as received`,
    [id, index],
  )
  if (!row) throw new HttpError(409, 'This upload is already complete', { field: 'upload' })
  return { index, received: [...row.received].filter((b) => b === '1').length, parts: upload.parts }
}

/**
 * Completes the upload once: the claim (open → completing, every part received) is one update, so
 * of two completions at once one assembles and the other is told so (409); a completion after the
 * end answers what the first did. `finish` hands the assembled file to the pipeline or the
 * documents; a refusal of the file ends the upload, a failure of ours lets it be completed again.
 */
export async function completeUpload<T>(db: Db, staging: UploadStaging, who: Uploader, id: string, finish: (u: UploadRow, bytes: Buffer) => Promise<T>): Promise<{ result: T; replay: boolean }> {
  const [claimed] = await db.query<Omit<UploadRow, 'missing'> & { received: string }>(
    `update console_uploads set state = 'completing' where id = $1 and tenant_id = $2 and staff_id = $3 and state = 'open'
       and purpose = any($4::text[]) and expires_at > now() and strpos(received::text, '0') = 0 returning ${ROW}`,
    [id, who.tenant, who.staffId, who.purposes],
  )
  if (!claimed) {
    const upload = await findUpload(db, who, id)
    if (upload.state === 'done') return { result: upload.result as T, replay: true }
    if (upload.state === 'completing') throw new HttpError(409, `${upload.filename} is being completed already`, { field: 'upload' })
    if (upload.expired) throw gone()
    throw new HttpError(409, `${upload.filename}: part${upload.missing.length > 1 ? 's' : ''} ${upload.missing.join(', ')} not received yet`, { field: 'parts', missing: upload.missing })
  }
  const upload = toRow(claimed)
  try {
    const parts = await Promise.all(Array.from({ length: upload.parts }, (_, i) => staging.readPart(who.tenant, id, i)))
    if (parts.some((p) => p === null)) throw new HttpError(409, `${upload.filename}: a part is missing from the staging store: start the upload again`, { field: 'parts' })
    const bytes = Buffer.concat(parts as Uint8Array[])
    if (bytes.byteLength !== upload.size_bytes) throw new HttpError(400, `${upload.filename}: the parts add up to ${bytes.byteLength} bytes, not ${upload.size_bytes}`, { field: 'size' })
    const result = await finish(upload, bytes)
    await db.query(`update console_uploads set state = 'done', result = $2::text::jsonb where id = $1`, [id, JSON.stringify(result ?? null)])
    await staging.remove(who.tenant, id).catch(() => {})
    return { result, replay: false }
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) {
      // The file itself was refused (not an image, too many pixels…): the upload is over.
      await db.query('delete from console_uploads where id = $1', [id])
      await staging.remove(who.tenant, id).catch(() => {})
    } else await db.query(`update console_uploads set state = 'open' where id = $1`, [id])
    throw err
  }
}
