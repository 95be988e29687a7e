/**
 * What the service worker (src/sw) and the page share about offline answers (decision 054): the
 * header naming when a cached copy was stored, the words a buyer reads, and the messages between
 * the page and the worker. No DOM, no React: the worker bundles this file too.
 */

/** Added by the worker to every answer it serves from its cache: when the copy was stored (ms since the epoch). */
export const CACHED_AT_HEADER = 'X-Haven-Cached-At'

/** The envelope status of a write the worker kept to send later (its answer is 202). */
export const QUEUED_STATUS = 'QUEUED'

/** What a person reads when a form sent offline was kept. */
export const OFFLINE_SAVED = 'Saved — it will be sent when you are back online'

/** The toast once a kept form has gone. */
export const OFFLINE_SENT = ['Sent', 'What you saved while offline has been sent.'] as const

const pad = (n: number) => String(n).padStart(2, '0')

/** 14:32, on the device's own clock. */
export const clockTime = (at: Date) => `${pad(at.getHours())}:${pad(at.getMinutes())}`

/** The notice over a page or answer read from the cache; without a time when none is known yet. */
export const offlineNoticeText = (at: Date | null) => (at ? `You are offline — showing what you saw at ${clockTime(at)}` : 'You are offline')

/** The notice's element: one per page, written by the worker into cached HTML or by the page. */
export const NOTICE_ID = 'haven-offline-notice'
/** Inline, so it shows before any stylesheet (the worker writes it into HTML it serves). */
export const NOTICE_STYLE =
  'position:sticky;top:0;z-index:60;margin:0;padding:8px 16px;background:#1f2937;color:#fff;font:600 14px/1.4 system-ui,sans-serif;text-align:center'

/** Messages from a page to the worker. */
export type PageMessage =
  | { type: 'sign-out' }
  | { type: 'flush' }
  /** Which cached answers this page was given before it listened: answered with 'cached'. */
  | { type: 'cached?' }
  /** The page the worker did not yet control: its URL, its entry script (which build) and the files it loaded. */
  | { type: 'seen'; page: string; script: string; urls: string[] }
/** Messages from the worker to its pages. */
export type WorkerMessage =
  | { type: 'sent'; path: string }
  /** The page was given API answers from the cache, the oldest stored at `at` (ms since the epoch). */
  | { type: 'cached'; at: number }
