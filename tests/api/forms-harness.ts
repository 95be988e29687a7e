import { mailQueueIdle } from '~/server/email/queue/kick-mail-queue'
import handler from '../../netlify/functions/forms'
import { useTestDb } from './api-test-db'
import { useOutbox } from './test-outbox'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON shapes
export type Json = any
export type Body = Record<string, unknown>

export const DATE = '10th August 2024 | 03:05:00 PM'
export const RECEIVED = /Received \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} \| \d\d:\d\d:\d\d [AP]M \(Lagos time\), reference #\d+/
export const individual = { user_type: 'Individual', full_name: 'Bola Adeyemi', company_name: 'NULL', property_owner_name: 'NULL', property_owner_address: 'NULL', phone: '0803 123 4567', property_address: '5 Bourdillon Road, Ikoyi', property_sale_price: '250,000,000', currency: 'NGN', brokerage_fee: '5', confirmation: 'Bola Adeyemi', date: DATE }
export const company = { ...individual, user_type: 'Company', full_name: 'Kemi Lawal', company_name: 'Lawal Holdings Ltd', property_owner_name: 'Lawal Holdings Ltd', property_owner_address: '1 Marina, Lagos Island', confirmation: 'Kemi Lawal' }

/**
 * A forms test file's set-up (the forms function and /agent/register): a fresh database and
 * outbox, a new caller address and sender per request, POSTs as the platform makes them, the
 * stored rows, and a valid body of each form.
 */
export function useFormsHarness(outboxName: string) {
  const testDb = useTestDb({ seed: false })
  const { dir: outbox, mailsTo } = useOutbox(outboxName)
  let n = 0
  /** A number not used before in this file: keys, addresses and senders stay apart. */
  const next = () => ++n
  /** A different caller address per request unless a test shares one on purpose. */
  const address = () => `203.0.113.${next() % 250}`
  const email = () => `sender${next()}@example.com`

  /** POSTs to a form function exactly as the platform would; the tenant is the Host. */
  async function post(form: string, body: unknown, options: { host?: string; headers?: Record<string, string>; raw?: string } = {}) {
    const res = await handler(
      new Request(`http://${options.host ?? 'haven.localhost'}/api/${form}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address(), ...options.headers },
        body: options.raw ?? JSON.stringify(body),
      }),
    )
    await mailQueueIdle() // the mails it queued are in the outbox (or retrying) before the test looks
    return { res, status: res.status, body: (await res.json()) as Json }
  }

  const rows = (where = 'true', params: unknown[] = []) =>
    testDb.db.query<{ id: number; tenant: string; form: string; email: string; payload: Body; mail_status: string; idempotency_key: string | null }>(
      `select id::int as id, tenant, form, email, payload, mail_status, idempotency_key from form_submissions where ${where} order by id`,
      params,
    )
  const count = async () => (await rows()).length

  /** A valid body of each form, a new sender each time. */
  const VALID: Record<string, () => Body> = {
    'contact-us': () => ({ first_name: 'Ada', last_name: 'Obi', phone: '0803 123 4567', email: email(), message: 'I want to sell my flat in Yaba.' }),
    feedback: () => ({ first_name: 'Chidi', last_name: 'Okeke', phone: '08031234567', email: email(), property_type: 'Duplex', selected_option: 'seller' }),
    'request-report': () => ({ fullName: 'Tunde Bakare', email: email(), phone: '+234 803 123 4567', address: '12 Admiralty Way, Lekki', description: 'Four-bed terrace, two living rooms', source_channel: 'Lagos' }),
    'd2s-signup': () => ({ full_name: 'Ngozi Eze', email: email(), phone: '08031234567', agencyName: 'Eze Homes', date: DATE }),
    'sellers-mandate': () => ({ ...individual, email: email() }),
    'sellers-mandate-email': () => ({ ...individual, email: email() }),
  }

  return { testDb, outbox, mailsTo, next, address, email, post, rows, count, VALID }
}
