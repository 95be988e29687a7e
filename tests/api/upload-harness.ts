import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import handler from '../../netlify/functions/console-upload'
import { folderStaging, useUploadStaging } from '~/server/uploads/upload-staging'
import { partRange, type UploadStartInput } from '~/shared/console/uploads'
import { TENANT } from './api-test-db'
import type { Json } from './console-harness'

/** The console's chunked uploads (decision 057) as the console sends them, through the upload function. */

/** A fresh staging folder for one test file, registered as the process's staging. */
export function useTempStaging() {
  const dir = mkdtempSync(join(tmpdir(), 'haven-uploads-'))
  useUploadStaging(folderStaging(dir))
  return dir
}

export interface UploadCall {
  cookie: string
  tenant?: string
}

const headers = (who: UploadCall, type?: string): Record<string, string> => ({
  'x-tenant-id': who.tenant ?? TENANT,
  'x-haven-console': '1',
  cookie: `haven_staff=${who.cookie}`,
  ...(type ? { 'content-type': type } : {}),
})

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers }
}

export const startUpload = async (who: UploadCall, body: UploadStartInput | Record<string, unknown>) =>
  answer(await handler(new Request('http://localhost/api/v1/console/uploads', { method: 'POST', headers: headers(who, 'application/json'), body: JSON.stringify(body) })))

export const sendPart = async (who: UploadCall, id: string, index: number | string, bytes: Uint8Array, type = 'application/octet-stream') =>
  answer(await handler(new Request(`http://localhost/api/v1/console/uploads/${id}/parts/${index}`, { method: 'PUT', headers: headers(who, type), body: new Blob([new Uint8Array(bytes)]) })))

export const completeUpload = async (who: UploadCall, id: string) =>
  answer(await handler(new Request(`http://localhost/api/v1/console/uploads/${id}/complete`, { method: 'POST', headers: headers(who) })))

export const cancelUpload = async (who: UploadCall, id: string) =>
  answer(await handler(new Request(`http://localhost/api/v1/console/uploads/${id}`, { method: 'DELETE', headers: headers(who) })))

/** The part `index` of `bytes` cut as the ticket says. */
export const partOf = (bytes: Uint8Array, partSize: number, index: number) => {
  const { start, end } = partRange(bytes.byteLength, partSize, index)
  return bytes.subarray(start, end)
}

/** Start, every part at once (in parallel, last first), complete: the answer of the completion. */
export async function uploadInParts(who: UploadCall, bytes: Uint8Array, start: Record<string, unknown>) {
  const ticket = await startUpload(who, { size: bytes.byteLength, type: 'image/jpeg', name: 'photo.jpg', ...start })
  if (ticket.status !== 201) return ticket
  const { id, part_size, parts } = ticket.body.data as { id: string; part_size: number; parts: number }
  const sent = await Promise.all(Array.from({ length: parts }, (_, i) => parts - 1 - i).map((i) => sendPart(who, id, i, partOf(bytes, part_size, i))))
  const refused = sent.find((s) => s.status !== 200)
  return refused ?? { ...(await completeUpload(who, id)), id }
}

