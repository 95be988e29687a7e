import { describe, expect, it } from 'vitest'
import { buildUrl } from './api-client'

describe('buildUrl', () => {
  it('drops empty values and joins the base', () => {
    expect(buildUrl('/api/v1/', '/indexing/listings-search', { state: 'Lagos', page: 1, x: '', y: undefined })).toBe(
      '/api/v1/indexing/listings-search?state=Lagos&page=1',
    )
  })
})
