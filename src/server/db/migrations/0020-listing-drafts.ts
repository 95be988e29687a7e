import type { Migration } from '../migrate'

/**
 * Drafts (issue 24, decision 048): a listing created in the console starts unpublished. Every
 * listing stored so far was published by the seed or an import, hence the default.
 * `available_confirmed_at`, the one column every public search tests (0011), is redefined to be
 * null for a draft as it is for a sold or let listing: every search, count, similar-listings and
 * area total drops drafts with the comparison it already makes, and the browse indexes stay
 * index-only. Dropping the generated column drops the indexes that INCLUDE it; they are rebuilt
 * as 0011 made them.
 */
export const migration0020: Migration = {
  version: 20,
  name: 'listing-drafts',
  sql: /* sql */ `
alter table listings add column published boolean not null default true;
alter table listings drop column available_confirmed_at;
alter table listings add column available_confirmed_at timestamptz generated always as (
  case when availability = 'available' and published then confirmed_available_at end
) stored;
drop index if exists listings_state_status_price;
create index listings_state_status_price on listings (state, property_status, asking_price_ngn, id)
  include (available_units, bedrooms, bathrooms, category, currency, property_type, area_id, available_confirmed_at, verification_tier);
drop index if exists listings_state_price;
create index listings_state_price on listings (state, asking_price_ngn, id)
  include (available_units, property_status, bedrooms, bathrooms, category, currency, property_type, area_id, available_confirmed_at, verification_tier);
drop index if exists listings_price;
create index listings_price on listings (asking_price_ngn, id)
  include (location_text, display_address_key, available_units, available_confirmed_at, verification_tier);
drop index if exists listings_verified_price;
create index listings_verified_price on listings (asking_price_ngn, id)
  include (state, property_status, available_units, available_confirmed_at) where verification_tier = 4;
-- The console lists drafts first when asked; the public never sees them.
create index listings_drafts on listings (id) where not published;
`,
}
