import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { normalisePhone } from '~/shared/phone'
import { GuideRequestSchema, listingEnquiryFormSchema, toEnquiryPayload } from './enquiry'

const form = { first_name: 'Ngozi', last_name: "D'Souza-Obi", email: ' Ngozi@Example.com ', phone: '0803 123 4567', message: 'Still available?' }
const messages = (r: v.SafeParseResult<v.GenericSchema>) => (r.success ? [] : r.issues.map((i) => i.message))

describe('listing enquiry rules (000 §5)', () => {
  it('accepts names with letters, spaces, apostrophes and hyphens, and normalises phone and e-mail', () => {
    const r = v.safeParse(listingEnquiryFormSchema(normalisePhone), form)
    expect(r.success && r.output).toMatchObject({ phone: '+2348031234567', email: 'ngozi@example.com' })
    expect(v.safeParse(listingEnquiryFormSchema(normalisePhone), { ...form, first_name: 'Zoë Ann' }).success).toBe(true)
  })

  it('names its messages exactly', () => {
    const r = v.safeParse(listingEnquiryFormSchema(normalisePhone), { ...form, first_name: 'N0', message: '  ', phone: '123' })
    expect(messages(r)).toEqual(['First name must only contain letters', 'Invalid phone number', 'Enquiry message is required'])
  })

  it('counts every phone as invalid while the phone rule has not loaded (or failed to)', () => {
    expect(messages(v.safeParse(listingEnquiryFormSchema(() => null), form))).toEqual(['Invalid phone number'])
  })

  it('sends the payload names of 000 §3', () => {
    const out = v.parse(listingEnquiryFormSchema(normalisePhone), form)
    expect(Object.keys(toEnquiryPayload(out, 'https://haven.ng/listings/1/a')).sort()).toEqual(['emailAddress', 'firstName', 'howCanARealtorHelp', 'lastName', 'listingURL', 'phoneNumber'])
  })
})

describe('guide rules (000 §5)', () => {
  it('needs two letters per name and a valid e-mail', () => {
    expect(messages(v.safeParse(GuideRequestSchema, { first_name: 'A', last_name: 'B', email: 'x' }))).toEqual(['Invalid first name', 'Invalid last name', 'Invalid email address'])
    expect(v.safeParse(GuideRequestSchema, { first_name: 'Al', last_name: 'Bo', email: 'al@example.com' }).success).toBe(true)
  })
})
