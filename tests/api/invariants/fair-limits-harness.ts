import { viewingSlotIn } from '~/testing/viewing-slot'
import formsHandler from '../../../netlify/functions/forms'
import handler from '../../../netlify/functions/api'
import { send } from '../api-test-db'
import { unique } from '../security-harness'

/** fair-limits.test.ts' callers and bodies: a request to each function from one address, and what the people on both sides send. */

export interface Answer {
  status: number
  headers: Headers
}
export interface Scenario {
  /** Who the legitimate person is (an account, a sign-in from this address before…). */
  setup?(from: string): Promise<void>
  /** One of the attacker's requests from `from`; the limit counts it. */
  attack(from: string, i: number): Promise<Answer>
  /** What the legitimate person behind `from` came to do. */
  person(from: string): Promise<Answer>
}

let n = 0
/** A number no other name or address of this file has used. */
export const serial = () => ++n
export const fresh = () => `100.64.${Math.floor(++n / 250)}.${n % 250}`
export const headers = (from: string) => ({ 'x-forwarded-for': from })
export const api = async (
  method: string,
  path: string,
  body: unknown,
  from: string,
  token?: string,
): Promise<Answer> => {
  const res = await send(method, path, body, { headers: headers(from), token })
  return { status: res.status, headers: res.res.headers }
}
export const form = async (path: string, body: unknown, from: string): Promise<Answer> =>
  formsHandler(
    new Request(`http://haven.localhost/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers(from) },
      body: JSON.stringify(body),
    }),
  )
export const verifyLink = async (from: string): Promise<Answer> =>
  await handler(
    new Request(
      'http://haven.localhost/api/v1/auth/verify-email?token=not-a-live-token-000000000000',
      { headers: { host: 'haven.localhost', ...headers(from) } },
    ),
  )
/** The attacker and the person send the same request: the limit cannot tell them apart. */
export const same = (request: (from: string) => Promise<Answer>): Scenario => ({
  attack: request,
  person: request,
})
export const contactUs = () => ({
  first_name: 'Ada',
  last_name: 'Obi',
  phone: '0803 123 4567',
  email: unique('sender'),
  message: 'I want to sell my flat in Yaba.',
})
export const report = () => ({
  listing_id: 7,
  reason: 'ASKED_FOR_PAYMENT_OUTSIDE_ESCROW',
  details: 'The agent asked for an inspection fee by bank transfer.',
})
export const guide = () => ({ first_name: 'Tunde', last_name: 'Bakare', email: unique('guide') })
export const enquiry = (l: { id: number; slug: string }) => ({
  firstName: 'Chiamaka',
  lastName: 'Eze',
  emailAddress: unique('enquirer'),
  phoneNumber: '0803 123 4567',
  howCanARealtorHelp: 'Is it still available?',
  listingURL: `http://haven.localhost:8888/listings/${l.id}/${l.slug}`,
})
export const viewing = (id: number) => ({
  viewing_type: 'MYSELF',
  first_name: 'Chidi',
  last_name: 'Eze',
  email: unique('viewer'),
  phone_number: '0803 123 4567',
  inspection_type: 'PHYSICAL_INSPECTION',
  date: viewingSlotIn(5, '10:30'),
  listing_id: id,
  listing_url: `http://haven.localhost:8888/listings/${id}/x`,
})
