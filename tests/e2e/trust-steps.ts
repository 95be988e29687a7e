import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { APIRequestContext, Page } from '@playwright/test'
import { signUpByApi, uniqueEmail } from './account-steps'
import { expect, siteUrl, tenant } from './fixtures'
import { viewingSlotIn } from '~/testing/viewing-slot'
import { demoInstruction } from '~/testing/demo-transactions'

/** What the trust specs share (issue 11): a buyer with a booked viewing, and the operator's two tools. */
const PORT = process.env.E2E_PORT ?? 8899
const API = `http://localhost:${PORT}/api/v1`
export const haven = tenant('haven')
/** The operator token playwright.config.ts gives the e2e server. */
export const OPS_TOKEN = 'e2e-operator-token-0123456789abcdef-haven'
const run = promisify(execFile)

const tenantHeaders = (auth?: string) => ({ 'x-tenant-id': haven.domain, ...(auth ? { authorization: `Bearer ${auth}` } : {}) })

/** A new buyer, signed in on this browser through the token the site keeps. */
export async function signedInBuyer(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label)
  const token = await signUpByApi(request, 'haven', { email, first_name: 'Ngozi' })
  await page.goto(siteUrl(page, 'haven', '/'))
  await page.evaluate((t) => localStorage.setItem('haven.access_token', t), token)
  return { email, token }
}

/** A listing in search (Lagos, completed), the n-th of the first page. */
export async function listingInSearch(request: APIRequestContext, n = 0, query = 'state=Lagos&property_status=Completed&limit=12') {
  const res = await request.get(`${API}/indexing/listings-search?${query}`, { headers: tenantHeaders() })
  expect(res.status()).toBe(200)
  const { data } = (await res.json()) as { data: { id: number; slug: string; title: string; verification_tier: number }[] }
  return data[n]!
}

/** Books a viewing through the API (setup; the booking modal has its own spec) and answers the transaction's id. */
export async function bookViewing(request: APIRequestContext, token: string, listingId: number) {
  const res = await request.post(`${API}/enquiry/schedule-viewing`, {
    headers: tenantHeaders(token),
    data: { viewing_type: 'MYSELF', phone_number: '08031234567', inspection_type: 'PHYSICAL_INSPECTION', date: viewingSlotIn(6), listing_id: listingId },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { data: { id: number } }).data.id
}

/** `npm run ops -- <args>` as an operator types it: handed to the running e2e server (or run on PostgreSQL). */
export async function opsCli(...args: string[]) {
  const { stdout } = await run('node', ['--import', 'tsx', 'scripts/ops.ts', ...args, '--actor', 'e2e-operator'], {
    env: { ...process.env, HAVEN_DATA_DIR: process.env.E2E_DATA_DIR ?? `.data/e2e-${PORT}` },
  })
  return stdout
}

/** The same actions through /api/v1/ops/* with the operator token. */
export async function opsApi(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(`${API}/ops${path}`, {
    headers: { ...tenantHeaders(), authorization: `Bearer ${OPS_TOKEN}` },
    data: { actor: 'e2e-operator', ...data },
  })
  expect(res.status(), await res.text()).toBe(200)
  return res.json() as Promise<{ data: unknown }>
}

/** The escrow instruction an operator records with PAYMENT_REQUESTED (decision 043). */
export const escrowInstruction = () => demoInstruction(85_000_000, 'ESC-E2E-1', Date.now())

/** One operator step through the API; PAYMENT_REQUESTED carries its escrow instruction. */
export const advanceByApi = (request: APIRequestContext, id: number, step: string, note?: string) =>
  opsApi(request, `/transactions/${id}/advance`, { step, ...(note ? { note } : {}), ...(step === 'PAYMENT_REQUESTED' ? { instruction: escrowInstruction() } : {}) })
export const advanceByCli = (id: number, step: string, note?: string) =>
  opsCli('advance', '--tenant', 'haven', '--transaction', String(id), '--step', step, ...(note ? ['--note', note] : []))
