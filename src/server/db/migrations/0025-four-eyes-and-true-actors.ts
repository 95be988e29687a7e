import type { Migration } from '../migrate'

/**
 * Issue 33. ops_audit's `actor` is who the request proves (the staff member, the operator token, the
 * terminal's user); a name the caller wrote goes to `claimed_actor`, kept apart. A release may be
 * asked for by the operator token or the command line (`requested_actor`, no staff id) and is still
 * approved in the console; a request is cancelled (`cancelled_at`) when its asker is disabled or
 * loses the role. Open requests of staff already disabled or moved to another role are cancelled
 * here, audited as this migration.
 */
export const migration0025: Migration = {
  version: 25,
  name: 'four-eyes-and-true-actors',
  sql: /* sql */ `
alter table ops_audit add column claimed_actor text;

alter table release_requests alter column requested_by drop not null;
alter table release_requests add column requested_actor text;
alter table release_requests add column requested_channel text not null default 'console' check (requested_channel in ('cli', 'api', 'console'));
alter table release_requests add column cancelled_at timestamptz;
alter table release_requests add column cancelled_reason text;
update release_requests r set requested_actor = s.email from staff s where s.id = r.requested_by;
alter table release_requests alter column requested_actor set not null;
alter table release_requests add constraint release_requests_asker check ((requested_channel = 'console') = (requested_by is not null));
alter table release_requests add constraint release_requests_open_or_closed check (approved_at is null or cancelled_at is null);
drop index release_requests_one_open;
create unique index release_requests_one_open on release_requests (transaction_id) where approved_at is null and cancelled_at is null;

with cancelled as (
  update release_requests r set cancelled_at = now(), cancelled_reason = 'The staff member who asked can no longer release funds'
  from staff s
  where s.id = r.requested_by and r.approved_at is null and (s.disabled_at is not null or s.role not in ('owner', 'escrow_officer'))
  returning r.id, r.tenant_id, r.transaction_id, s.email
)
insert into ops_audit (actor, channel, action, tenant, target_kind, target_id, before, after)
select 'migration 0025', 'cli', 'cancel-release-request', tenant_id, 'transaction', transaction_id::text,
       jsonb_build_object('request_id', id, 'requested_by', email), jsonb_build_object('request_id', id, 'status', 'cancelled')
from cancelled;
`,
}
