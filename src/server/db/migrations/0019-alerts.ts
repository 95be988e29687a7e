import type { Migration } from '../migrate'

/**
 * Alerts (issue 25, decision 047). Each saved search gets a frequency and a watermark: listings
 * that came on the market after it are news; `alert_checked_at` is when a daily or weekly alert
 * was last looked at, `alert_broad_at` when the buyer was told once that it matches too much.
 * Searches saved before alerts existed stay off (nobody asked for mail); new ones default to
 * daily. alert_people keeps a buyer's zone (the browser's, sent when saving), their favourites'
 * alert and watermark, and their last alert e-mail (the 6-hour gap). alert_run_lock is a lease
 * row, not a session advisory lock, which a transaction pooler would not keep (decision 039).
 */
export const migration0019: Migration = {
  version: 19,
  name: 'alerts',
  sql: /* sql */ `
alter table saved_searches add column alert_frequency text not null default 'off'
  check (alert_frequency in ('instant', 'daily', 'weekly', 'off'));
alter table saved_searches alter column alert_frequency set default 'daily';
alter table saved_searches add column alert_watermark timestamptz not null default date_trunc('milliseconds', now());
alter table saved_searches add column alert_checked_at timestamptz not null default now();
alter table saved_searches add column alert_broad_at timestamptz;
create index saved_searches_alerting on saved_searches (tenant, user_id) include (alert_frequency) where alert_frequency <> 'off';

create table alert_people (
  user_id bigint primary key references users (id) on delete cascade,
  tenant text not null,
  time_zone text not null default 'Africa/Lagos',
  favourites_frequency text not null default 'instant'
    check (favourites_frequency in ('instant', 'daily', 'weekly', 'off')),
  favourites_watermark timestamptz not null default date_trunc('milliseconds', now()),
  favourites_checked_at timestamptz not null default now(),
  last_sent_at timestamptz
);

create table alert_run_lock (
  name text primary key,
  holder text not null,
  until timestamptz not null
);

create index favourites_by_listing on favourites (listing_id) include (user_id, created_at);
`,
}
