// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { FOREIGN_SIGN_IN, newGoogleNonce, readArrival, readGoogleReturn, withoutArrival } from './auth-request'

const url = (s: string) => new URL(s, 'https://haven.ng')

describe('arrivals (000 §4, 001 §4)', () => {
  it('opens sign-up for a referred visitor, with the code, landing on /referrals', () => {
    expect(readArrival(url('/?code=ABC1234'))).toEqual({ mode: 'signup', referralCode: 'ABC1234', redirectTo: '/referrals' })
  })
  it('opens sign-up for visitors from the website; the referral programme sends them to /referrals', () => {
    expect(readArrival(url('/listings?source=website'))).toEqual({ mode: 'signup', redirectTo: undefined })
    expect(readArrival(url('/listings?source=website&page=referrals'))).toEqual({ mode: 'signup', redirectTo: '/referrals' })
  })
  it('ignores ordinary visits, including a listings page number', () => {
    expect(readArrival(url('/listings?page=2&state=Lagos'))).toBeNull()
  })
  it('strips the markers but keeps filters and page numbers', () => {
    expect(withoutArrival(url('/listings?state=Lagos&source=website&page=referrals'))).toBe('/listings?state=Lagos')
    expect(withoutArrival(url('/listings?code=ABC1234&page=3#x'))).toBe('/listings?page=3#x')
  })
  it('reads the Google callback fragment', () => {
    const nonce = newGoogleNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(readGoogleReturn(`#access_token=a.b.c&nonce=${nonce}`)).toEqual({ token: 'a.b.c' })
    expect(readGoogleReturn('#error=Access%20denied')).toEqual({ error: 'Access denied' })
    expect(readGoogleReturn('#main')).toBeNull()
    expect(readGoogleReturn('')).toBeNull()
  })
})

describe('a token in the fragment (login CSRF, issue 20 finding 4)', () => {
  it("is refused when this tab started no Google sign-in: a link with somebody else's token signs nobody in", () => {
    expect(readGoogleReturn('#access_token=attacker.token.x')).toEqual({ error: FOREIGN_SIGN_IN })
    expect(readGoogleReturn('#access_token=attacker.token.x&nonce=guessed-nonce-0123456789')).toEqual({ error: FOREIGN_SIGN_IN })
  })
  it("is refused with another flow's nonce, and a nonce is used once", () => {
    const mine = newGoogleNonce()
    expect(readGoogleReturn('#access_token=attacker.token.x&nonce=the-attackers-own-nonce-000')).toEqual({ error: FOREIGN_SIGN_IN })
    // The failed try used it up: the page must start again.
    expect(readGoogleReturn(`#access_token=a.b.c&nonce=${mine}`)).toEqual({ error: FOREIGN_SIGN_IN })
    const again = newGoogleNonce()
    expect(readGoogleReturn(`#access_token=a.b.c&nonce=${again}`)).toEqual({ token: 'a.b.c' })
    expect(readGoogleReturn(`#access_token=a.b.c&nonce=${again}`)).toEqual({ error: FOREIGN_SIGN_IN })
  })
})
