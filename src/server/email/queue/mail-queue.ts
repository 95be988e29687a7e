import type { Db } from '~/server/db/db'
import type { Mail } from '../mailer'

/** A stored record whose mail_status follows its messages (the tables migration 0014 allows). */
export interface MailRecord {
  table: 'form_submissions' | 'listing_reports'
  id: number
}

export interface QueueLabel {
  /** Where the message comes from, for the log: 'forms', 'enquiry', 'auth'… */
  area: string
  what: string
  record?: MailRecord
}

/** A Mail as jsonb: attachments' bytes as base64. */
type StoredMail = Omit<Mail, 'attachments'> & { attachments?: { filename: string; content: string; contentType: string }[] }

export function toStored(mail: Mail): StoredMail {
  return { ...mail, attachments: mail.attachments?.map((a) => ({ ...a, content: a.content.toString('base64') })) }
}

export function fromStored(stored: StoredMail): Mail {
  return { ...stored, attachments: stored.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })) }
}

/**
 * Stores the messages (one statement: all or none) and marks their record queued. Cheap on
 * purpose — one insert, no network beyond the database — so a request that sends mail answers in
 * the same time whether or not a message was made (user-getotp).
 */
export async function enqueueMails(db: Db, mails: Mail[], label: QueueLabel): Promise<number[]> {
  if (mails.length === 0) return []
  const rows = await db.query<{ id: number }>(
    `insert into mail_queue (area, what, message, record_table, record_id)
     select $1::text, $2::text, m, $4::text, $5::bigint from jsonb_array_elements($3::text::jsonb) as m
     returning id::int as id`,
    [label.area, label.what, JSON.stringify(mails.map(toStored)), label.record?.table ?? null, label.record?.id ?? null],
  )
  if (label.record) await settleRecord(db, label.record)
  return rows.map((r) => r.id)
}

// The table name comes from this list, never from input.
const ERROR_COLUMN: Record<MailRecord['table'], string | null> = { form_submissions: 'mail_error', listing_reports: null }

/** The record's mail_status from its messages: failed if one failed, sent when all were, else queued. */
export async function settleRecord(db: Db, record: MailRecord) {
  const errorColumn = ERROR_COLUMN[record.table]
  const setError = errorColumn
    ? `, ${errorColumn} = (select string_agg(last_error, '; ') from mail_queue where record_table = $1 and record_id = $2 and failed_at is not null)`
    : ''
  await db.query(
    `update ${record.table} set mail_status = (
       select case when bool_or(failed_at is not null) then 'failed' when bool_and(sent_at is not null) then 'sent' else 'queued' end
       from mail_queue where record_table = $1 and record_id = $2)${setError}
     where id = $2`,
    [record.table, record.id],
  )
}
