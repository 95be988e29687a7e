import type { Migration } from '../migrate'

/**
 * The escrow instruction of a PAYMENT_REQUESTED step (issue 23, decision 043): which partner, which
 * account, how much, which reference, by when. One row per instruction, tied to the event it came
 * with; the buyer's page shows the newest of their transaction. Amounts are whole naira.
 */
export const migration0015: Migration = {
  version: 15,
  name: 'escrow-instructions',
  sql: /* sql */ `
create table escrow_instructions (
  id bigserial primary key,
  tenant text not null,
  viewing_id bigint not null references viewings(id) on delete cascade,
  event_id bigint not null references transaction_events(id) on delete cascade,
  partner text not null,
  account_name text not null,
  account_number text not null check (account_number ~ '^[0-9]{10}$'),
  bank text not null,
  amount bigint not null check (amount > 0),
  currency text not null default 'NGN',
  reference text not null,
  deadline timestamptz not null,
  created_at timestamptz not null default now()
);
create index escrow_instructions_viewing on escrow_instructions (viewing_id, id);
`,
}
