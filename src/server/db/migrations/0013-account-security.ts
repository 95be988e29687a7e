import type { Migration } from '../migrate'

/**
 * Issue 20 (docs/decisions/040-account-security.md):
 * - users.email_verified_at: a password sign-up proves its address before the account is linked
 *   to Google or sent anything but the verification. Google-linked accounts proved it at Google.
 * - email_verifications: the single-use links that prove it (only a hash is kept).
 * - password_reset_attempts.reset_token_hash: verify-otp hands the client that verified the code
 *   a single-use token; the reset needs it, so nobody else can spend the verified code.
 * - oauth_attempts.browser_hash / client_nonce: a Google sign-in finishes only in the browser that
 *   started it (an HttpOnly cookie), and the page accepts the token only with the nonce it made.
 */
export const migration0013: Migration = {
  version: 13,
  name: 'account-security',
  sql: /* sql */ `
alter table users add column email_verified_at timestamptz;
update users set email_verified_at = created_at where google_sub is not null;

create table email_verifications (
  id bigserial primary key,
  tenant text not null,
  user_id bigint not null references users(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_verifications_user on email_verifications (user_id, created_at desc);

alter table password_reset_attempts add column reset_token_hash text;
alter table oauth_attempts add column browser_hash text;
alter table oauth_attempts add column client_nonce text;
`,
}
