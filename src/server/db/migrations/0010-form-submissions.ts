import type { Migration } from '../migrate'

/**
 * The marketing site's forms and POST /agent/register (decision 031): one table, one row per
 * submission, the validated body as jsonb. A retried request with the same Idempotency-Key is
 * one row (the partial unique index); the e-mails' outcome is kept so an operator can resend.
 * The form names are listed here, not imported: a shipped migration never changes.
 */
export const migration0010: Migration = {
  version: 10,
  name: 'form-submissions',
  sql: /* sql */ `
create table form_submissions (
  id bigserial primary key,
  tenant text not null,
  form text not null check (form in ('contact-us', 'feedback', 'request-report', 'd2s-signup',
    'sellers-mandate', 'sellers-mandate-email', 'agent-register')),
  payload jsonb not null,
  email text not null,
  -- A keyed hash of the caller's address: enough to see that rows came from one source, not who.
  address_hash text not null,
  idempotency_key text,
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed')),
  mail_error text,
  created_at timestamptz not null default now()
);
create unique index form_submissions_idempotency on form_submissions (tenant, form, idempotency_key)
  where idempotency_key is not null;
create index form_submissions_by_form on form_submissions (tenant, form, created_at);
`,
}
