import type { Migration } from '../migrate'

/**
 * Buyer tools (decision 030): favourites, saved searches, viewing requests and the replay store
 * for Idempotency-Key. Every row belongs to one user on one tenant.
 */
export const migration0008: Migration = {
  version: 8,
  name: 'buyer-tools',
  sql: /* sql */ `
create table favourites (
  user_id bigint not null references users (id) on delete cascade,
  listing_id integer not null references listings (id) on delete cascade,
  tenant text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, listing_id)
);
create index favourites_by_user_recent on favourites (user_id, created_at desc);

create table saved_searches (
  id bigserial primary key,
  tenant text not null,
  user_id bigint not null references users (id) on delete cascade,
  label text not null,
  query text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, label, query)
);
create index saved_searches_by_user on saved_searches (user_id, created_at desc);

create table viewings (
  id bigserial primary key,
  tenant text not null,
  user_id bigint not null references users (id) on delete cascade,
  listing_id integer not null references listings (id) on delete cascade,
  realtor_id integer references realtors (id) on delete set null,
  viewing_type text not null check (viewing_type in ('MYSELF', 'TRUSTED_PERSON')),
  inspection_type text not null check (inspection_type in ('PHYSICAL_INSPECTION', 'VIDEO_TOUR')),
  scheduled_at timestamptz not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone_number text not null,
  listing_url text not null,
  status text not null default 'PENDING_CONFIRMATION',
  stage_status text not null default 'INSPECTION',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The same viewing asked twice (a double click without an Idempotency-Key) is one record.
create unique index viewings_one_per_intent on viewings (user_id, listing_id, scheduled_at, viewing_type, email);
create index viewings_by_user_recent on viewings (user_id, created_at desc);

create table idempotency_keys (
  user_id bigint not null references users (id) on delete cascade,
  key text not null,
  route text not null,
  status integer,
  body text,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_by_age on idempotency_keys (created_at);
`,
}
