import { describe, expect, it } from 'vitest'
import { DEFAULT_PHONE_COUNTRY, isValidPhone, normalisePhone } from './phone'

describe('normalisePhone', () => {
  it('defaults to Nigeria', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('NG')
  })

  it.each([
    ['08031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['0803-123-4567', '+2348031234567'],
    ['+2348031234567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['  08031234567  ', '+2348031234567'],
    ['09031234567', '+2349031234567'],
    ['07012345678', '+2347012345678'],
    ['08131234567', '+2348131234567'],
    ['+44 7911 123456', '+447911123456'],
    ['+1 202 555 0123', '+12025550123'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected)
    expect(isValidPhone(input)).toBe(true)
  })

  it.each([
    '12345',
    '0803123456', // one digit short
    '080312345678', // one digit long: the 'min' metadata would accept this
    '00000000000',
    '11111111111',
    'abc',
    '',
    '   ',
    '+44 123',
  ])('rejects %j', (input) => {
    expect(normalisePhone(input)).toBeNull()
    expect(isValidPhone(input)).toBe(false)
  })

  it.each([null, undefined, 8031234567, {}])('rejects the non-string %j', (input) => {
    expect(normalisePhone(input)).toBeNull()
    expect(isValidPhone(input)).toBe(false)
  })

  it('reads national numbers in the given default country', () => {
    expect(normalisePhone('07911 123456', 'GB')).toBe('+447911123456')
    expect(isValidPhone('07911 123456')).toBe(false)
    expect(isValidPhone('07911 123456', 'GB')).toBe(true)
  })
})
