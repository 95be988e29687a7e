import type { Migration } from '../migrate'

/**
 * Substring search at scale (issue 8 item 9): trigram GIN indexes behind the `location` and
 * `display_address` filters and location-search. The queries use LIKE on exactly these
 * expressions (listing-where.ts, search-locations.ts), which pg_trgm indexes serve; a needle of
 * fewer than 3 characters still works, by scan. PGlite loads the extension (pglite-db.ts); on
 * PostgreSQL it ships with contrib.
 *
 * An extension exists once per database, not per schema, and tests and the bench migrate a
 * schema each on one server (search_path = that schema only). So: it is installed in public,
 * never in whichever schema migrates first (dropping that schema would drop it, and the next
 * schema would not see gin_trgm_ops); the install is serialised, since two concurrent
 * `create extension if not exists` race; and the operator class is named with the schema the
 * extension really lives in (public, or wherever a provider pre-installed it).
 */
export const migration0007: Migration = {
  version: 7,
  name: 'trigram-search',
  sql: /* sql */ `
select pg_advisory_xact_lock(hashtext('haven:extension:pg_trgm'));
create extension if not exists pg_trgm with schema public;
do $$
declare
  ops text := (
    select format('%I.gin_trgm_ops', n.nspname)
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'
  );
begin
  execute format('create index listings_location_text_trgm on listings using gin (location_text %s)', ops);
  execute format('create index listings_display_address_trgm on listings using gin (lower(display_address) %s)', ops);
  execute format('create index location_suggestions_search_key_trgm on location_suggestions using gin (search_key %s)', ops);
end
$$;
`,
}
