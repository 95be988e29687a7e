import type { Migration } from '../migrate'

/**
 * Issue 20, item 9: an Idempotency-Key's record carries a hash of the request body, so the same
 * key with another body is refused (422) rather than answered with the first body's result.
 * Rows kept from before have none and match any body until they expire (24 hours).
 */
export const migration0012: Migration = {
  version: 12,
  name: 'idempotency-lease',
  sql: /* sql */ `
alter table idempotency_keys add column request_hash text;
`,
}
