import type { Migration } from '../migrate'

/**
 * The console's verification documents and transaction notes (issue 24, decision 049).
 * A document is private: its bytes live here (bytea, on PGlite and PostgreSQL alike), never under a
 * public path, and are read only by staff of its tenant. `sha256` is the fingerprint that flags the
 * same document used on another listing or by another agency. A document is uploaded first
 * (`check_id` null), then attached to the check it supports when the check is saved.
 * Transaction notes are the staff's own words on a transaction; the buyer never reads them.
 */
export const migration0021: Migration = {
  version: 21,
  name: 'verification-documents',
  sql: /* sql */ `
create table verification_documents (
  id bigserial primary key,
  tenant_id text not null,
  listing_id integer not null references listings (id) on delete cascade,
  step text not null check (step in ('identity', 'mandate', 'title', 'inspection')),
  check_id bigint references listing_verification_steps (id) on delete set null,
  filename text not null,
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea not null,
  uploaded_by bigint not null references staff (id),
  created_at timestamptz not null default now(),
  attached_at timestamptz
);
create index verification_documents_fingerprint on verification_documents (sha256) where attached_at is not null;
create index verification_documents_listing on verification_documents (tenant_id, listing_id, id);

create table transaction_notes (
  id bigserial primary key,
  tenant_id text not null,
  transaction_id bigint not null references viewings (id) on delete cascade,
  staff_id bigint not null references staff (id),
  author text not null,
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index transaction_notes_by_transaction on transaction_notes (transaction_id, id);
`,
}
