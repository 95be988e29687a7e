import { mailQueueIdle } from '~/server/email/queue/kick-mail-queue'
import handler from '../../netlify/functions/api'
import { TENANT } from './api-test-db'
import type { Json } from './console-harness'

/** Files for the console's document tests (decision 049): a tiny PDF made unique by its text, a PNG, a not-allowed file. */
export const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`)
export const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
export const zip = () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4])

/**
 * A file to POST /console/listings/:id/documents in a single request, the bytes as the body: the
 * route kept for scripts and small files; the console sends its documents in parts (decision 057).
 */
export async function upload(listingId: number, step: string, name: string, bytes: Uint8Array, opts: { cookie?: string; tenant?: string; token?: string } = {}) {
  const headers: Record<string, string> = { 'x-tenant-id': opts.tenant ?? TENANT, 'x-haven-console': '1', 'content-type': 'application/octet-stream' }
  if (opts.cookie) headers.cookie = `haven_staff=${opts.cookie}`
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  const q = new URLSearchParams({ step, name })
  const res = await handler(new Request(`http://localhost/api/v1/console/listings/${listingId}/documents?${q}`, { method: 'POST', headers, body: new Uint8Array(bytes) }))
  await mailQueueIdle()
  return { status: res.status, body: (await res.json()) as Json }
}

/** GET /console/documents/:id as a caller: the raw answer (bytes on success). */
export async function download(id: number, opts: { cookie?: string; tenant?: string; token?: string; header?: boolean } = {}) {
  const headers: Record<string, string> = { 'x-tenant-id': opts.tenant ?? TENANT }
  if (opts.header !== false) headers['x-haven-console'] = '1'
  if (opts.cookie) headers.cookie = `haven_staff=${opts.cookie}`
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  return handler(new Request(`http://localhost/api/v1/console/documents/${id}`, { headers }))
}
