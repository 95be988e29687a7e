import { Hono, type Context } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import { requireConsoleHeader, requireStaff, staffContext } from '~/server/console/require-staff'
import type { Db } from '~/server/db/db'
import { HttpError, ok } from '~/server/http/envelope'
import { parseBody } from '~/server/http/parse-body'
import { readCapped } from '~/server/http/read-json-body'
import { UPLOAD_PURPOSES, UploadStartSchema } from '~/shared/console/uploads'
import { can } from '~/shared/console/roles'
import { checkFirstPart, finishUpload, UPLOAD_PERMISSION, uploadTarget } from './upload-targets'
import { uploadStaging } from './upload-staging'
import { cancelUpload, completeUpload, putPart, startUpload, type Uploader } from './uploads'

/** The uploader as this request finds them: the session and account checked again, the role as it is now. */
const who = (c: Context<AppEnv>): Uploader => ({
  tenant: c.get('tenant').domain,
  staffId: c.get('staff').id,
  purposes: UPLOAD_PURPOSES.filter((p) => can(c.get('staff').role, UPLOAD_PERMISSION[p])),
  ctx: staffContext(c),
})

const staging = () => {
  const s = uploadStaging()
  if (!s) throw new HttpError(503, 'Uploads are not available on this server', { field: 'file' })
  return s
}

/** A part's bytes: application/octet-stream, no more than the part's exact length (413 from Content-Length, before reading). */
async function readPart(req: Request, expected: number) {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/octet-stream') throw new HttpError(415, 'Send a part as application/octet-stream', { field: 'content-type' })
  const tooLarge = () => new HttpError(413, `A part of this upload is at most ${expected} bytes`, { field: 'part' })
  if (Number(req.headers.get('content-length') ?? NaN) > expected) throw tooLarge()
  return readCapped(req, expected, tooLarge)
}

/**
 * /api/v1/console/uploads (decision 057): start, send parts, complete. The session, the account and
 * the role for the purpose are checked at every step; every later step only finds uploads this
 * staff member started here.
 */
export function uploadRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  r.use('*', requireConsoleHeader)
  r.use('*', requireStaff(getDb, null))

  r.post('/uploads', async (c) => {
    const body = parseBody(c, UploadStartSchema)
    if (!can(c.get('staff').role, UPLOAD_PERMISSION[body.purpose])) throw new HttpError(403, 'Your role does not allow this')
    const db = await getDb()
    const ticket = await startUpload(db, staging(), who(c), body, await uploadTarget(db, body))
    return ok(ticket, { message: `Send ${body.name} in ${ticket.parts} part${ticket.parts === 1 ? '' : 's'}` }, 201)
  })
  r.put('/uploads/:id/parts/:index', async (c) => {
    const receipt = await putPart(await getDb(), staging(), who(c), c.req.param('id'), c.req.param('index'), (n) => readPart(c.req.raw, n), checkFirstPart)
    return ok(receipt, { message: `Part ${receipt.index + 1} received` })
  })
  r.post('/uploads/:id/complete', async (c) => {
    const db = await getDb()
    const { result, replay } = await completeUpload(db, staging(), who(c), c.req.param('id'), (upload, bytes) => finishUpload(db, staffContext(c), c.get('tenant'), c.get('staff').id, upload, bytes))
    return ok(result, { message: replay ? 'This upload was already completed' : 'Upload complete' }, replay ? 200 : 201)
  })
  r.delete('/uploads/:id', async (c) => {
    await cancelUpload(await getDb(), staging(), who(c), c.req.param('id'))
    return ok({ id: c.req.param('id') }, { message: 'Upload cancelled' })
  })
  return r
}
