import type { Migration } from '../migrate'

/**
 * The console's inboxes (issue 24, decision 050): a listing report is new until staff mark it
 * handled or dismissed, with a note and who did it; the inbox reads a tenant's reports by status,
 * newest first. Staff changes (role, disabled) are audited as target 'staff' (0017).
 */
export const migration0022: Migration = {
  version: 22,
  name: 'console-inboxes',
  sql: /* sql */ `
alter table listing_reports add column status text not null default 'new' check (status in ('new', 'handled', 'dismissed'));
alter table listing_reports add column resolution_note text;
alter table listing_reports add column resolved_by text;
alter table listing_reports add column resolved_at timestamptz;
create index listing_reports_inbox on listing_reports (tenant, status, id desc);
create index form_submissions_inbox on form_submissions (tenant, form, id desc);
`,
}
