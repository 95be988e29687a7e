import type { Db } from '~/server/db/db'
import type { Mail } from '~/server/email/mailer'
import { enqueueMails } from '~/server/email/queue/mail-queue'
import type { FavouritesMove, Plan, PlannedAlert, SearchMove } from './plan-types'

export interface SendOptions {
  now: Date
  /** No e-mail is started after this (ms since the epoch): the rest waits for the next run. */
  deadline: number
  /** Tests: runs inside the transaction after the e-mail is queued, before it commits. */
  beforeCommit?: (alert: PlannedAlert) => Promise<void> | void
}

export interface SendResult {
  queued: number
  /** Left for the next run: the time was up. */
  deferred: number
  /** A watermark had moved under us (another run): skipped, nothing queued. */
  conflicts: number
}

class WatermarkMoved extends Error {}

/**
 * Moves each search's watermark from where the plan read it. Watermarks are kept to the
 * millisecond (what a JavaScript Date holds); PostgreSQL's own clock has microseconds, so the
 * comparison is at the millisecond too, or a watermark read back would never match itself.
 */
async function moveSearches(tx: Db, moves: SearchMove[], now: Date) {
  if (moves.length === 0) return 0
  const rows = await tx.query(
    `update saved_searches s set alert_watermark = m.to_at, alert_checked_at = $4,
       alert_broad_at = case when m.broad then $4 else s.alert_broad_at end
     from unnest($1::bigint[], $2::timestamptz[], $3::timestamptz[], $5::boolean[]) as m(id, from_at, to_at, broad)
     where s.id = m.id and date_trunc('milliseconds', s.alert_watermark) = m.from_at
     returning s.id`,
    [moves.map((m) => m.searchId), moves.map((m) => m.from.toISOString()), moves.map((m) => m.to.toISOString()), now.toISOString(), moves.map((m) => m.broadNoticed)],
  )
  return rows.length
}

async function movePeople(tx: Db, moves: FavouritesMove[], now: Date, sent: boolean) {
  if (moves.length === 0) return
  await tx.query(
    `insert into alert_people (user_id, tenant, favourites_watermark, favourites_checked_at, last_sent_at)
     select u, t, w, $4, case when $5 then $4::timestamptz end from unnest($1::bigint[], $2::text[], $3::timestamptz[]) as m(u, t, w)
     on conflict (user_id) do update set favourites_watermark = excluded.favourites_watermark, favourites_checked_at = excluded.favourites_checked_at,
       last_sent_at = case when $5 then excluded.last_sent_at else alert_people.last_sent_at end`,
    [moves.map((m) => m.userId), moves.map((m) => m.tenant), moves.map((m) => m.to.toISOString()), now.toISOString(), sent],
  )
}

/**
 * One transaction per e-mail: the watermarks move (only from where the plan read them) and the
 * message is stored in the mail queue (decision 039), together or not at all. A crash before the
 * commit leaves both as they were, so the next run plans the same e-mail once; after it, the
 * queue owns the message and the watermarks say it was made, so no run makes it again.
 */
async function sendOne(db: Db, alert: PlannedAlert, mail: Mail, options: SendOptions) {
  const p = alert.person
  await db.transaction(async (tx) => {
    if ((await moveSearches(tx, alert.moves, options.now)) !== alert.moves.length) throw new WatermarkMoved()
    const fav = alert.favouritesMove ?? { userId: p.userId, tenant: p.tenant, from: p.favouritesWatermark, to: p.favouritesWatermark }
    await movePeople(tx, [fav], options.now, true)
    await enqueueMails(tx, [mail], { area: 'alerts', what: 'alert' })
    await options.beforeCommit?.(alert)
  })
}

export async function sendPlan(db: Db, plan: Plan, render: (alert: PlannedAlert) => Mail, options: SendOptions): Promise<SendResult> {
  const result: SendResult = { queued: 0, deferred: 0, conflicts: 0 }
  for (const alert of plan.mails) {
    if (Date.now() >= options.deadline) {
      result.deferred++
      continue
    }
    try {
      await sendOne(db, alert, render(alert), options)
      result.queued++
    } catch (err) {
      if (!(err instanceof WatermarkMoved)) throw err
      result.conflicts++
    }
  }
  // Due alerts with nothing to say: watermarks move in two statements, no mail.
  await moveSearches(db, plan.quietSearches, options.now)
  await movePeople(db, plan.quietFavourites, options.now, false)
  return result
}
