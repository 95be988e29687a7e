import { describe, expect, it } from 'vitest'
import {
  abbreviateNumber,
  digitsOnly,
  EMPTY_VALUE,
  formatDigitsWithSeparators,
  formatNumber,
  parseAmount,
  roundTo,
  toFiniteNumber,
} from './number'

describe('toFiniteNumber', () => {
  it.each([
    [42, 42],
    [-3.5, -3.5],
    [0, 0],
    ['45000000.00', 45_000_000],
    [' 45,000,000 ', 45_000_000],
    ['-12', -12],
    ['.5', 0.5],
    ['1e3', 1000],
  ])('reads %j as %j', (input, expected) => {
    expect(toFiniteNumber(input)).toBe(expected)
  })

  it.each([
    NaN,
    Infinity,
    -Infinity,
    '',
    '   ',
    'abc',
    '0x10',
    '12abc',
    '1.2.3',
    null,
    undefined,
    {},
    [],
    true,
  ])('rejects %j', (input) => {
    expect(toFiniteNumber(input)).toBeNull()
  })
})

describe('roundTo', () => {
  it('rounds half away from zero without binary drift', () => {
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(1.255, 2)).toBe(1.26)
    expect(roundTo(-1.005, 2)).toBe(-1.01)
    expect(roundTo(2.5, 0)).toBe(3)
    expect(roundTo(-2.5, 0)).toBe(-3)
  })

  it('handles values printed in exponent notation', () => {
    expect(roundTo(1e-7, 2)).toBe(0)
    expect(roundTo(1e21, 2)).toBe(1e21)
  })
})

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [999_999, '999,999'],
    [1_000_000, '1,000,000'],
    [45_000_000, '45,000,000'],
    [-1234567, '-1,234,567'],
    [1234.5, '1,234.5'],
    [1234.567, '1,234.57'],
    [1234.004, '1,234'],
    [-0.001, '0'],
    [1e21, '1,000,000,000,000,000,000,000'],
    ['1234567', '1,234,567'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatNumber(input)).toBe(expected)
  })

  it('takes a maximum number of decimals', () => {
    expect(formatNumber(1234.5, 0)).toBe('1,235')
    expect(formatNumber(1.23456, 4)).toBe('1.2346')
  })

  it.each([NaN, Infinity, -Infinity, null, undefined, '', 'abc'])(
    'shows %j as the empty value',
    (input) => {
      expect(formatNumber(input)).toBe(EMPTY_VALUE)
      expect(EMPTY_VALUE).toBe('—')
    },
  )
})

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [12.345, '12.35'],
    [999, '999'],
    [999.999, '1K'],
    [1000, '1K'],
    [1500, '1.5K'],
    [995_000, '995K'],
    [999_994, '999.99K'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [1_250_000, '1.25M'],
    [1_255_000, '1.26M'],
    [1_500_000, '1.5M'],
    [45_000_000, '45M'],
    [999_999_999, '1B'],
    [1e9, '1B'],
    [2_750_000_000, '2.75B'],
    [1e12, '1T'],
    [999_999_999_999, '1T'],
    [1e15, '1,000T'],
    [-1500, '-1.5K'],
    [-45_000_000, '-45M'],
    [-0.001, '0'],
    ['45000000', '45M'],
  ])('abbreviates %j as %j', (input, expected) => {
    expect(abbreviateNumber(input)).toBe(expected)
  })

  it.each([NaN, Infinity, -Infinity, null, undefined, 'abc'])(
    'shows %j as the empty value',
    (input) => {
      expect(abbreviateNumber(input)).toBe(EMPTY_VALUE)
    },
  )
})

describe('digitsOnly', () => {
  it.each([
    ['₦45,000a', '45000'],
    ['1 234-5', '12345'],
    ['007', '007'],
    ['abc', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['１２３', ''], // full-width digits are not ASCII digits
  ])('keeps the digits of %j', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected)
  })
})

describe('formatDigitsWithSeparators', () => {
  it.each([
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['abc', ''],
    ['0', '0'],
    ['000', '0'],
    ['0045000', '45,000'],
    ['999', '999'],
    ['1000', '1,000'],
    ['45000000', '45,000,000'],
    ['45,000,0001', '450,000,001'],
    ['₦1.5', '15'],
    ['12345678901234567890123', '12,345,678,901,234,567,890,123'],
  ])('displays %j as %j', (input, expected) => {
    expect(formatDigitsWithSeparators(input)).toBe(expected)
  })
})

describe('parseAmount', () => {
  it.each([
    ['45,000,000', 45_000_000],
    ['₦45,000', 45_000],
    [' $ 1,250.50 ', 1250.5],
    ['0', 0],
    ['-500', -500],
    ['.5', 0.5],
    [1000, 1000],
  ])('reads %j as %j', (input, expected) => {
    expect(parseAmount(input)).toBe(expected)
  })

  it.each(['', '   ', 'abc', '1.2.3', '-', '12abc', '1e3', null, undefined, NaN, Infinity])(
    'rejects %j',
    (input) => {
      expect(parseAmount(input)).toBeNull()
    },
  )

  it('reads back what the price filter displays', () => {
    expect(parseAmount(formatDigitsWithSeparators('45000000'))).toBe(45_000_000)
  })
})
