import type { Migration } from '../migrate'

/**
 * Google sign-in (decision 021). An account is matched by Google's subject, never by e-mail alone:
 * google_sub is unique per tenant. oauth_attempts holds each started sign-in — state, PKCE verifier,
 * where to send the browser back — server-side, so serverless instances share it; a row is used once.
 */
export const migration0004: Migration = {
  version: 4,
  name: 'google-sign-in',
  sql: /* sql */ `
alter table users add column google_sub text;
create unique index users_google_sub on users (tenant, google_sub);

create table oauth_attempts (
  state text primary key,
  tenant text not null,
  code_verifier text not null,
  callback_url text not null,
  redirect_uri text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index oauth_attempts_expiry on oauth_attempts (expires_at);
`,
}
