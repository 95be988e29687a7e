import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, hotp, matchingStep, totpCode } from './totp'

// RFC 6238 appendix B (SHA-1): the ASCII secret "12345678901234567890", 8 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'))

describe('TOTP', () => {
  it('gives the RFC 6238 test vectors', () => {
    const cases: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ]
    for (const [t, code] of cases) expect(totpCode(RFC_SECRET, t * 1000, 8)).toBe(code)
  })
  it('gives the RFC 4226 HOTP vectors and round-trips base32', () => {
    const key = Buffer.from('12345678901234567890')
    expect([0, 1, 9].map((c) => hotp(key, c))).toEqual(['755224', '287082', '520489'])
    expect(base32Decode(base32Encode(key)).equals(key)).toBe(true)
  })
  it('accepts one step of drift either side and nothing further', () => {
    const now = 1_700_000_000_000
    const step = Math.floor(now / 30_000)
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step)
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).toBe(step - 1)
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).toBe(step + 1)
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now - 90_000), now)).toBeNull()
    expect(matchingStep(RFC_SECRET, 'abcdef', now)).toBeNull()
  })
})
