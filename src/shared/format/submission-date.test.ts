import { describe, expect, it } from 'vitest'
import { submissionDate } from './submission-date'

describe('submissionDate', () => {
  it('writes the spec’s format on the Lagos clock', () => {
    expect(submissionDate(new Date('2024-08-10T14:05:00Z'))).toBe('10th August 2024 | 03:05:00 PM')
    expect(submissionDate(new Date('2026-01-01T23:30:09Z'))).toBe('2nd January 2026 | 12:30:09 AM')
    expect(submissionDate(new Date('2026-03-22T08:00:00Z'))).toBe('22nd March 2026 | 09:00:00 AM')
  })
})
