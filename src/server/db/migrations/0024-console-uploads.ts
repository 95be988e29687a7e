import type { Migration } from '../migrate'

/**
 * The console's resumable uploads (decision 057): one row per upload, bound to the staff member and
 * tenant who started it. `received` is a bitmask of the parts the staging store holds (at most 100
 * parts: 25 MB in 256 KiB parts), set with one atomic update per part; `state` moves open →
 * completing → done once, so two completions at once make one photo or one document.
 */
export const migration0024: Migration = {
  version: 24,
  name: 'console-uploads',
  sql: /* sql */ `
create table console_uploads (
  id text primary key,
  tenant_id text not null,
  staff_id bigint not null references staff (id) on delete cascade,
  purpose text not null check (purpose in ('listing-photo', 'realtor-photo', 'document')),
  target jsonb not null,
  filename text not null,
  content_type text not null,
  size_bytes integer not null check (size_bytes > 0),
  part_bytes integer not null check (part_bytes > 0),
  parts integer not null check (parts between 1 and 100),
  received bit varying(100) not null,
  state text not null default 'open' check (state in ('open', 'completing', 'done')),
  result jsonb,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index console_uploads_staff on console_uploads (staff_id, expires_at);
create index console_uploads_tenant_expiry on console_uploads (tenant_id, expires_at);
`,
}
