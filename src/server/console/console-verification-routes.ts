import { Hono } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { ok } from '~/server/http/envelope'
import { parseQuery } from '~/server/http/parse-query'
import { pathId } from '~/server/http/path-id'
import { DocumentUploadQuerySchema, VerificationQueueQuerySchema } from '~/shared/console/verification'
import { readDocument } from './documents/document-bytes'
import { listDocuments, readDocumentFile, storeDocument } from './documents/documents'
import { requireStaff, staffContext } from './require-staff'
import { verificationQueue } from './verification-queue'

/** A file name safe in a header: the ASCII form, and the exact one as RFC 5987 allows. */
function attachment(filename: string) {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/**
 * The verification queue and the checks' private documents (decision 049). Recording the check
 * itself is POST /listings/:id/verification (console-work-routes), the service the CLI calls.
 */
export function consoleVerificationRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  const staff = (p: Parameters<typeof requireStaff>[1]) => requireStaff(getDb, p)

  r.get('/verification-queue', staff('listings.verify'), async (c) =>
    ok(await verificationQueue(await getDb(), c.get('tenant'), parseQuery(VerificationQueueQuerySchema, c.req.url))),
  )
  r.get('/listings/:id/documents', staff('verification.documents'), async (c) => ok(await listDocuments(await getDb(), c.get('tenant'), pathId(c, 'id'))))
  r.post('/listings/:id/documents', staff('verification.documents'), async (c) => {
    const listingId = pathId(c, 'id')
    const { step, name } = parseQuery(DocumentUploadQuerySchema, c.req.url)
    const file = await readDocument(c.req.raw, name)
    const doc = await storeDocument(await getDb(), staffContext(c), c.get('tenant'), { listingId, step, filename: name, type: file.type, bytes: file.bytes, sha256: file.sha256, staffId: c.get('staff').id })
    return ok(doc, { message: doc.duplicates.length ? 'Uploaded: this document was already used elsewhere' : 'Document uploaded' }, 201)
  })
  r.get('/documents/:id', staff('verification.documents'), async (c) => {
    const doc = await readDocumentFile(await getDb(), staffContext(c), c.get('tenant'), pathId(c, 'id'))
    return new Response(new Uint8Array(doc.bytes), {
      headers: {
        'content-type': doc.content_type,
        'content-disposition': attachment(doc.filename),
        'content-length': String(doc.bytes.byteLength),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      },
    })
  })
  return r
}
