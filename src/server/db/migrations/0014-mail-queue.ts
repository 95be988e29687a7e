import type { Migration } from '../migrate'

/**
 * Mail that cannot be lost (issue 21, decision 039): every message is a row first, sent by a
 * queue runner (the request's own kick, the scheduled function, npm start's timer) and marked
 * sent only once the SMTP server accepted it. A failed attempt is retried later with exponential
 * backoff; after the last one the message is failed. claimed_until is a runner's lease, taken
 * under `for update skip locked`, so two runners never send one message. A message made for a
 * stored record (a form submission, a listing report) names it, and the record's mail_status
 * follows: queued → sent, or failed after the last retry.
 */
export const migration0014: Migration = {
  version: 14,
  name: 'mail-queue',
  sql: /* sql */ `
create table mail_queue (
  id bigserial primary key,
  area text not null,
  what text not null,
  message jsonb not null,
  record_table text check (record_table in ('form_submissions', 'listing_reports')),
  record_id bigint,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  last_attempt_at timestamptz,
  last_error text,
  sent_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz not null default now()
);
create index mail_queue_due on mail_queue (next_attempt_at) where sent_at is null and failed_at is null;
create index mail_queue_by_record on mail_queue (record_table, record_id) where record_id is not null;

alter table form_submissions drop constraint form_submissions_mail_status_check;
alter table form_submissions add constraint form_submissions_mail_status_check
  check (mail_status in ('pending', 'queued', 'sent', 'failed'));
alter table listing_reports drop constraint listing_reports_mail_status_check;
alter table listing_reports add constraint listing_reports_mail_status_check
  check (mail_status in ('pending', 'queued', 'sent', 'failed'));
`,
}
