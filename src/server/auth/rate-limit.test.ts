import { describe, expect, it } from 'vitest'
import { formLimit } from './rate-limit'

describe('HAVEN_FORM_RATE_LIMIT', () => {
  it('is 20 forms an hour unless set to a whole number of 1 or more', () => {
    expect([formLimit(undefined), formLimit(''), formLimit('500')]).toEqual([20, 20, 500])
    for (const bad of ['0', '-3', '1.5', 'many']) expect(() => formLimit(bad)).toThrow(`HAVEN_FORM_RATE_LIMIT must be a whole number of 1 or more, not '${bad}'`)
  })
})
