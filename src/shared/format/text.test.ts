import { describe, expect, it } from 'vitest'
import {
  countLabel,
  DESCRIPTION_PREVIEW_LENGTH,
  needsTruncation,
  pluralise,
  truncate,
} from './text'

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ')

describe('truncate', () => {
  it('defaults to the 210-character description preview', () => {
    expect(DESCRIPTION_PREVIEW_LENGTH).toBe(210)
    const text = 'a'.repeat(210)
    expect(truncate(text)).toBe(text)
    expect(truncate(`${text}b`)).toBe(`${text}…`)
  })

  it('returns text that fits unchanged, including at exactly max', () => {
    expect(truncate('Lovely home', 11)).toBe('Lovely home')
    expect(truncate('Lovely home', 50)).toBe('Lovely home')
    expect(truncate('', 5)).toBe('')
  })

  it('treats null and undefined as empty text', () => {
    expect(truncate(null)).toBe('')
    expect(truncate(undefined, 3)).toBe('')
  })

  it('cuts at the last word boundary within max', () => {
    expect(truncate('The quick brown fox jumps', 13)).toBe('The quick…')
    expect(truncate('The quick brown fox jumps', 15)).toBe('The quick brown…')
  })

  it('keeps a word that ends exactly at max', () => {
    expect(truncate('The quick brown fox', 9)).toBe('The quick…')
  })

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(truncate('Spacious, bright, serene home', 17)).toBe('Spacious, bright…')
  })

  it('cuts a single long word mid-word rather than losing most of the allowance', () => {
    expect(truncate('Supercalifragilistic', 10)).toBe('Supercalif…')
    expect(truncate('a Supercalifragilistic', 10)).toBe('a Supercal…')
  })

  it('is never longer than max plus the ellipsis', () => {
    for (const max of [0, 1, 5, 17, 50, 210]) {
      const result = truncate(words(100), max)
      expect(Array.from(result).length).toBeLessThanOrEqual(max + 1)
      expect(result.endsWith('…')).toBe(true)
    }
  })

  it('never splits an emoji', () => {
    expect(truncate('🏠🏠🏠🏠', 2)).toBe('🏠🏠…')
  })

  it('treats a negative or fractional max as its floor, not below zero', () => {
    expect(truncate('abc', -5)).toBe('…')
    expect(truncate('abcdef', 2.9)).toBe('ab…')
  })
})

describe('needsTruncation', () => {
  it('is true only when truncate would shorten the text', () => {
    expect(needsTruncation('a'.repeat(210))).toBe(false)
    expect(needsTruncation('a'.repeat(211))).toBe(true)
    expect(needsTruncation(null)).toBe(false)
    expect(needsTruncation('🏠🏠', 2)).toBe(false)
  })
})

describe('pluralise', () => {
  it.each([
    [1, 'bed'],
    [-1, 'bed'],
    [0, 'beds'],
    [2, 'beds'],
    [1.5, 'beds'],
    [NaN, 'beds'],
  ])('uses the right form for %j', (count, expected) => {
    expect(pluralise(count, 'bed')).toBe(expected)
  })

  it('takes an irregular plural', () => {
    expect(pluralise(1, 'property', 'properties')).toBe('property')
    expect(pluralise(3, 'property', 'properties')).toBe('properties')
  })
})

describe('countLabel', () => {
  it('puts the grouped count before the word', () => {
    expect(countLabel(1, 'result')).toBe('1 result')
    expect(countLabel(0, 'result')).toBe('0 results')
    expect(countLabel(1234, 'property', 'properties')).toBe('1,234 properties')
  })
})
