/** The prefix the shared catalogue stores property ids with (decision 010: one catalogue, every tenant). */
export const CATALOGUE_PREFIX = 'HVN'

/**
 * A property id as one tenant's visitors read it (issue 23 item 9, decision 043): the catalogue's
 * 'HVN-0000042' becomes 'CKR-0000042' on Capital Keys. The number is the listing's, so an operator
 * may give either form (run-ops matches the digits).
 */
export const tenantPropertyId = (propertyId: string, tenant: { property_id_prefix?: string }) =>
  propertyId.replace(/^[A-Z]{2,5}-/, () => `${tenant.property_id_prefix ?? CATALOGUE_PREFIX}-`)
