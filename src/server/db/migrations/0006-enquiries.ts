import type { Migration } from '../migrate'

/**
 * Listing enquiries sent to realtors and buyer's-guide requests (000 §7 /enquiry/*): each row
 * belongs to one tenant; a signed-in sender is remembered (decision 027).
 */
export const migration0006: Migration = {
  version: 6,
  name: 'enquiries',
  sql: /* sql */ `
create table listing_enquiries (
  id bigserial primary key,
  tenant text not null,
  listing_id integer not null references listings (id) on delete cascade,
  realtor_id integer references realtors (id) on delete set null,
  user_id bigint references users (id) on delete set null,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  message text not null,
  listing_url text not null,
  created_at timestamptz not null default now()
);
create index listing_enquiries_by_tenant on listing_enquiries (tenant, created_at desc);
create index listing_enquiries_by_listing on listing_enquiries (listing_id);

create table guide_requests (
  id bigserial primary key,
  tenant text not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  user_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index guide_requests_by_tenant on guide_requests (tenant, created_at desc);
`,
}
