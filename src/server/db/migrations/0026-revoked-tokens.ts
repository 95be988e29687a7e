import type { Migration } from '../migrate'

/**
 * Issue 33: signing out revokes the session's access token on the server (a hash, never the
 * token), so a page cookie left behind, or a copy of it, paints nothing and reads nothing. A row
 * is only needed until the token would have expired anyway.
 */
export const migration0026: Migration = {
  version: 26,
  name: 'revoked-tokens',
  sql: /* sql */ `
create table revoked_tokens (
  token_hash text primary key,
  tenant text not null,
  user_id bigint not null,
  expires_at timestamptz not null,
  revoked_at timestamptz not null default now()
);
create index revoked_tokens_expiry on revoked_tokens (expires_at);
`,
}
