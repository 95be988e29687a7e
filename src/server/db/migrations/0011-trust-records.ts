import type { Migration } from '../migrate'

/**
 * Trust a buyer can check (issue 11, decision 035): records, not flags.
 * - Listings (shared inventory, decision 010): availability (sold and let leave search; is_sold
 *   becomes its generated echo, so the spec's field cannot disagree), the last confirmation that
 *   the listing is available, and the verification tier derived from its dated checks.
 *   `available_confirmed_at` is the confirmation of an available listing (null when sold or let):
 *   the one column the search tests, INCLUDEd with the tier in the browse indexes so totals stay
 *   index-only scans.
 * - Transactions are the viewings of decision 030; their events are rows, and the viewing's
 *   status, stage, step and dispute flag are a projection of them (escrow-states.ts).
 * - Reports of listings and the operators' audit belong to their tenant (the audit may name none:
 *   the catalogue is shared).
 * Names and values are written out here, not imported: a shipped migration never changes.
 */
export const migration0011: Migration = {
  version: 11,
  name: 'trust-records',
  sql: /* sql */ `
alter table listings add column availability text not null default 'available'
  check (availability in ('available', 'sold', 'let'));
update listings set availability = 'sold' where is_sold;
alter table listings drop column is_sold;
alter table listings add column is_sold boolean generated always as (availability = 'sold') stored;
-- Existing listings count as confirmed when this runs: operators have 60 days to re-confirm them.
alter table listings add column confirmed_available_at timestamptz not null default now();
alter table listings add column available_confirmed_at timestamptz generated always as (
  case when availability = 'available' then confirmed_available_at end
) stored;
alter table listings add column verification_tier smallint not null default 0 check (verification_tier between 0 and 4);

drop index listings_state_status_price;
create index listings_state_status_price on listings (state, property_status, asking_price_ngn, id)
  include (available_units, bedrooms, bathrooms, category, currency, property_type, area_id, available_confirmed_at, verification_tier);
drop index listings_state_price;
create index listings_state_price on listings (state, asking_price_ngn, id)
  include (available_units, property_status, bedrooms, bathrooms, category, currency, property_type, area_id, available_confirmed_at, verification_tier);
drop index listings_price;
create index listings_price on listings (asking_price_ngn, id)
  include (location_text, display_address_key, available_units, available_confirmed_at, verification_tier);
-- Verified-only searches walk just the verified rows.
create index listings_verified_price on listings (asking_price_ngn, id)
  include (state, property_status, available_units, available_confirmed_at) where verification_tier = 4;

create table listing_verification_steps (
  id bigserial primary key,
  listing_id integer not null references listings (id) on delete cascade,
  step text not null check (step in ('identity', 'mandate', 'title', 'inspection')),
  outcome text not null check (outcome in ('passed', 'failed')),
  done_on date not null,
  partner_firm text,
  result text,
  note text,
  actor text not null,
  created_at timestamptz not null default now(),
  check (step <> 'title' or (partner_firm is not null and result is not null)),
  -- One record per check per day: a re-import of the same file changes nothing.
  unique (listing_id, step, done_on)
);

alter table viewings add column step text not null default 'VIEWING_REQUESTED';
alter table viewings add column disputed boolean not null default false;

create table transaction_events (
  id bigserial primary key,
  tenant text not null,
  viewing_id bigint not null references viewings (id) on delete cascade,
  step text not null check (step in ('VIEWING_REQUESTED', 'VIEWING_CONFIRMED', 'VIEWING_RESCHEDULED', 'VIEWED',
    'INTEREST_SHOWN', 'PAYMENT_REQUESTED', 'FUNDS_HELD', 'DUE_DILIGENCE_CONFIRMED', 'POSSESSION_TRANSFERRED',
    'BUYER_ACCEPTED', 'FUNDS_RELEASED', 'DISPUTE_RAISED', 'DISPUTE_RESOLVED', 'FUNDS_RETURNED', 'CANCELED')),
  actor_kind text not null check (actor_kind in ('buyer', 'operator', 'system')),
  actor text not null,
  -- Shown to the buyer: the dispute's reason, or what the team wants them to know.
  note text,
  occurred_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create index transaction_events_by_viewing on transaction_events (viewing_id, id);

-- Viewings booked before events existed: their history as far as their status tells it. Only a
-- buyer's cancel could change a status then; anything else was set by hand, and is written as
-- the nearest history the machine accepts.
with chain (status, ord, step) as (values
  ('PENDING_CONFIRMATION', 1, 'VIEWING_REQUESTED'),
  ('CONFIRMED', 1, 'VIEWING_REQUESTED'), ('CONFIRMED', 2, 'VIEWING_CONFIRMED'),
  ('ON_HOLD', 1, 'VIEWING_REQUESTED'), ('ON_HOLD', 2, 'VIEWING_CONFIRMED'),
  ('RESCHEDULED', 1, 'VIEWING_REQUESTED'), ('RESCHEDULED', 2, 'VIEWING_RESCHEDULED'),
  ('VISITED', 1, 'VIEWING_REQUESTED'), ('VISITED', 2, 'VIEWING_CONFIRMED'), ('VISITED', 3, 'VIEWED'),
  ('IN_PROGRESS', 1, 'VIEWING_REQUESTED'), ('IN_PROGRESS', 2, 'VIEWING_CONFIRMED'), ('IN_PROGRESS', 3, 'VIEWED'),
  ('IN_PROGRESS', 4, 'INTEREST_SHOWN'),
  ('COMPLETED', 1, 'VIEWING_REQUESTED'), ('COMPLETED', 2, 'VIEWING_CONFIRMED'), ('COMPLETED', 3, 'VIEWED'),
  ('COMPLETED', 4, 'INTEREST_SHOWN'), ('COMPLETED', 5, 'PAYMENT_REQUESTED'), ('COMPLETED', 6, 'FUNDS_HELD'),
  ('COMPLETED', 7, 'DUE_DILIGENCE_CONFIRMED'), ('COMPLETED', 8, 'POSSESSION_TRANSFERRED'),
  ('COMPLETED', 9, 'BUYER_ACCEPTED'), ('COMPLETED', 10, 'FUNDS_RELEASED'),
  ('CANCELED', 1, 'VIEWING_REQUESTED'), ('CANCELED', 2, 'CANCELED')
)
insert into transaction_events (tenant, viewing_id, step, actor_kind, actor, occurred_at)
select v.tenant, v.id, c.step,
  case when c.step in ('VIEWING_REQUESTED', 'CANCELED') then 'buyer' else 'system' end,
  case when c.step in ('VIEWING_REQUESTED', 'CANCELED') then u.email else 'migration 0011' end,
  case when c.ord = 1 then v.created_at else v.updated_at + c.ord * interval '1 microsecond' end
from viewings v join users u on u.id = v.user_id join chain c on c.status = v.status
order by v.id, c.ord;

with projection (status, step, new_status, stage) as (values
  ('PENDING_CONFIRMATION', 'VIEWING_REQUESTED', 'PENDING_CONFIRMATION', 'INSPECTION'),
  ('CONFIRMED', 'VIEWING_CONFIRMED', 'CONFIRMED', 'INSPECTION'),
  ('ON_HOLD', 'VIEWING_CONFIRMED', 'CONFIRMED', 'INSPECTION'),
  ('RESCHEDULED', 'VIEWING_RESCHEDULED', 'RESCHEDULED', 'INSPECTION'),
  ('VISITED', 'VIEWED', 'VISITED', 'INSPECTION'),
  ('IN_PROGRESS', 'INTEREST_SHOWN', 'IN_PROGRESS', 'SUBMIT_OFFER'),
  ('COMPLETED', 'FUNDS_RELEASED', 'COMPLETED', 'CLOSING'),
  ('CANCELED', 'CANCELED', 'CANCELED', null)
)
update viewings v set step = p.step, status = p.new_status, stage_status = coalesce(p.stage, v.stage_status)
from projection p where p.status = v.status;

create table listing_reports (
  id bigserial primary key,
  tenant text not null,
  listing_id integer not null references listings (id) on delete cascade,
  user_id bigint references users (id) on delete set null,
  reason text not null check (reason in ('ASKED_FOR_PAYMENT_OUTSIDE_ESCROW', 'SUSPECTED_FRAUD', 'NOT_AVAILABLE',
    'WRONG_DETAILS', 'DUPLICATE', 'OTHER')),
  details text not null,
  email text,
  -- A keyed hash of the caller's address, as for form submissions (decision 031).
  address_hash text not null,
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed')),
  created_at timestamptz not null default now()
);
create index listing_reports_by_tenant on listing_reports (tenant, created_at);

-- Every operator action: who, when, what, on what, and the record before and after.
create table ops_audit (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor text not null,
  channel text not null check (channel in ('cli', 'api')),
  action text not null,
  tenant text,
  target_kind text not null check (target_kind in ('listing', 'transaction', 'reports')),
  target_id text not null,
  before jsonb,
  after jsonb
);
create index ops_audit_by_target on ops_audit (target_kind, target_id, at);
create index ops_audit_by_time on ops_audit (at);
`,
}
