import type { Migration } from '../migrate'

/**
 * Substring search at scale (issue 8 item 9): trigram GIN indexes behind the `location` and
 * `display_address` filters and location-search. The queries use LIKE on exactly these
 * expressions (listing-where.ts, search-locations.ts), which pg_trgm indexes serve; a needle of
 * fewer than 3 characters still works, by scan. PGlite loads the extension (pglite-db.ts); on
 * PostgreSQL it ships with contrib.
 */
export const migration0007: Migration = {
  version: 7,
  name: 'trigram-search',
  sql: /* sql */ `
create extension if not exists pg_trgm;
create index listings_location_text_trgm on listings using gin (location_text gin_trgm_ops);
create index listings_display_address_trgm on listings using gin (lower(display_address) gin_trgm_ops);
create index location_suggestions_search_key_trgm on location_suggestions using gin (search_key gin_trgm_ops);
`,
}
