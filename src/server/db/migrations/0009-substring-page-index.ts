import type { Migration } from '../migrate'

/**
 * Substring filters sorted by price (issue 8, bench:api goal p95 ≤ 20 ms): the trigram indexes find
 * the matches but cannot order them, so for a page the planner walks the price index and tests each
 * row's text — a heap fetch per row, 30–80 ms when the matches sit at the far end of the price
 * order ("ikoyi", "bourdillon"). With the texts INCLUDEd in the price index the walk tests them
 * inside the index (an index-only scan, no heap fetch): 5–10 ms. With available_units too, the
 * totals of a broad word ("lekki", a third of the catalogue) are one index-only pass instead of a
 * heap fetch per match (cold p95 124 → 57 ms). `display_address` is matched
 * lower-cased; an index cannot INCLUDE an expression, so the lower-cased text becomes a stored
 * generated column, and its trigram index moves onto it.
 */
export const migration0009: Migration = {
  version: 9,
  name: 'substring-page-index',
  sql: /* sql */ `
alter table listings add column display_address_key text generated always as (lower(display_address)) stored;
drop index listings_display_address_trgm;
do $$
declare
  ops text := (
    select format('%I.gin_trgm_ops', n.nspname)
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'
  );
begin
  execute format('create index listings_display_address_trgm on listings using gin (display_address_key %s)', ops);
end
$$;
drop index listings_price;
create index listings_price on listings (asking_price_ngn, id) include (location_text, display_address_key, available_units);
`,
}
