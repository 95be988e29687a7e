import { describe, expect, it } from 'vitest'
import { readArrival, readGoogleReturn, withoutArrival } from './auth-request'

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
    expect(readGoogleReturn('#access_token=a.b.c')).toEqual({ token: 'a.b.c' })
    expect(readGoogleReturn('#error=Access%20denied')).toEqual({ error: 'Access denied' })
    expect(readGoogleReturn('#main')).toBeNull()
    expect(readGoogleReturn('')).toBeNull()
  })
})
