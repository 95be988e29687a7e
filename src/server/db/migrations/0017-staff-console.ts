import type { Migration } from '../migrate'

/**
 * The operator console (issue 24, decision 045): staff accounts bound to one tenant with a role,
 * a password (argon2), a TOTP second factor with single-use recovery codes, and sessions of their
 * own (never a buyer's token). `totp_last_step` is the last time step accepted, so a code is never
 * accepted twice. Secrets that grant access are stored only as SHA-256 digests (setup links,
 * sessions, recovery codes); the TOTP secret, which must be read back, is sealed with AES-GCM.
 * Releasing funds takes two staff members (release_requests). ops_audit learns the console as a channel and staff as a target.
 */
export const migration0017: Migration = {
  version: 17,
  name: 'staff-console',
  sql: /* sql */ `
create table staff (
  id bigserial primary key,
  tenant_id text not null,
  email text not null,
  role text not null check (role in ('owner', 'editor', 'verifier', 'escrow_officer')),
  password_hash text,
  totp_secret text,
  totp_last_step bigint,
  setup_token_hash text unique,
  setup_expires_at timestamptz,
  invited_by bigint references staff (id),
  disabled_at timestamptz,
  created_at timestamptz not null default now(),
  unique (tenant_id, email)
);

create table staff_recovery_codes (
  id bigserial primary key,
  staff_id bigint not null references staff (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  unique (staff_id, code_hash)
);

create table staff_sessions (
  id_hash text primary key,
  staff_id bigint not null references staff (id) on delete cascade,
  tenant_id text not null,
  stage text not null check (stage in ('second-factor', 'signed-in')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index staff_sessions_by_staff on staff_sessions (staff_id);

-- Four eyes on releasing funds: one staff member asks, another approves; never the same one.
create table release_requests (
  id bigserial primary key,
  tenant_id text not null,
  transaction_id bigint not null references viewings (id),
  requested_by bigint not null references staff (id),
  requested_at timestamptz not null default now(),
  note text,
  approved_by bigint references staff (id),
  approved_at timestamptz,
  check (approved_by is null or approved_by <> requested_by)
);
create unique index release_requests_one_open on release_requests (transaction_id) where approved_at is null;

alter table ops_audit drop constraint ops_audit_channel_check;
alter table ops_audit add constraint ops_audit_channel_check check (channel in ('cli', 'api', 'console'));
alter table ops_audit drop constraint ops_audit_target_kind_check;
alter table ops_audit add constraint ops_audit_target_kind_check check (target_kind in ('listing', 'transaction', 'reports', 'staff'));
create index ops_audit_by_tenant on ops_audit (tenant, id desc);
`,
}
