import type { Migration } from '../migrate'

/** Realtors created and edited in the console (issue 24) are audited as target 'realtor'. */
export const migration0023: Migration = {
  version: 23,
  name: 'realtor-audit',
  sql: /* sql */ `
alter table ops_audit drop constraint ops_audit_target_kind_check;
alter table ops_audit add constraint ops_audit_target_kind_check check (target_kind in ('listing', 'transaction', 'reports', 'staff', 'realtor'));
`,
}
