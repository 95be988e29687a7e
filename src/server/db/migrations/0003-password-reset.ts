import type { Migration } from '../migrate'

/**
 * Forgotten-password codes: one row per code sent, with its wrong tries. Rows exist for unknown
 * e-mails too, so the 60-second rule — and every answer — is the same whether an account exists.
 */
export const migration0003: Migration = {
  version: 3,
  name: 'password-reset',
  sql: /* sql */ `
create table password_reset_attempts (
  id bigserial primary key,
  tenant text not null,
  email text not null,
  code_hash text not null,
  wrong_tries integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  voided_at timestamptz,
  verified_at timestamptz,
  reset_at timestamptz
);
create index password_reset_lookup on password_reset_attempts (tenant, email, created_at desc);
`,
}
