import { describe, expect, it } from 'vitest'
import { tenantPropertyId } from './property-id'

describe('tenantPropertyId (decision 043)', () => {
  it('shows the catalogue id with the tenant’s own prefix, HVN- when it has none', () => {
    expect(tenantPropertyId('HVN-0000042', { property_id_prefix: 'CKR' })).toBe('CKR-0000042')
    expect(tenantPropertyId('HVN-0000042', {})).toBe('HVN-0000042')
    expect(tenantPropertyId('CKR-0000042', {})).toBe('HVN-0000042')
  })
})
