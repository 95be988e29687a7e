import type { Migration } from '../migrate'

/**
 * Accounts belong to one tenant: the same e-mail may hold separate accounts on two brands, and
 * nothing of one tenant's user is visible from another (ARCHITECTURE, Tenancy).
 * token_version invalidates every token issued before a password change or reset.
 */
export const migration0002: Migration = {
  version: 2,
  name: 'accounts',
  sql: /* sql */ `
create table users (
  id bigserial primary key,
  tenant text not null,
  email text not null,
  first_name text not null,
  last_name text not null,
  phone text not null,
  password_hash text,
  referral_code text not null unique,
  referred_by bigint references users(id),
  token_version integer not null default 0,
  can_login boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant, email)
);
create index users_referred_by on users (referred_by, created_at desc);

-- Failed sign-ins and code requests, counted per key (account or client address) and window.
create table auth_attempts (
  id bigserial primary key,
  tenant text not null,
  kind text not null,
  key text not null,
  created_at timestamptz not null default now()
);
create index auth_attempts_lookup on auth_attempts (tenant, kind, key, created_at);
`,
}
