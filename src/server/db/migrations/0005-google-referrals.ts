import type { Migration } from '../migrate'

/** A referred visitor who signs up with Google keeps the referral: the attempt remembers who referred. */
export const migration0005: Migration = {
  version: 5,
  name: 'google-referrals',
  sql: /* sql */ `
alter table oauth_attempts add column referred_by bigint;
`,
}
