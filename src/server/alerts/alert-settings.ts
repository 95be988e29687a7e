import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { DEFAULT_TIME_ZONE, type AlertFrequency, type AlertSettings, type AlertSettingsBody } from '~/shared/schemas/alerts'
import type { UnsubscribeScope } from './unsubscribe-token'

/** The buyer's zone, as their browser said when they saved a search (daily alerts go at 07:00 there). */
export async function rememberTimeZone(db: Db, tenant: string, userId: number, zone: string) {
  await db.query(
    `insert into alert_people (user_id, tenant, time_zone) values ($1, $2, $3)
     on conflict (user_id) do update set time_zone = excluded.time_zone`,
    [userId, tenant, zone],
  )
}

/**
 * A saved search's frequency, on the caller's own search on this tenant only (another's is not
 * found, as every buyer route answers). Turned on from off, it starts from now: what came on
 * the market while it was off is not mailed as news.
 */
export async function setSearchAlert(db: Db, tenant: string, userId: number, id: number, frequency: AlertFrequency) {
  const rows = await db.query(
    `update saved_searches set
       alert_watermark = case when alert_frequency = 'off' and $4 <> 'off' then date_trunc('milliseconds', now()) else alert_watermark end,
       alert_checked_at = case when alert_frequency = 'off' and $4 <> 'off' then now() else alert_checked_at end,
       alert_frequency = $4, updated_at = now()
     where id = $1 and user_id = $2 and tenant = $3 returning id`,
    [id, userId, tenant, frequency],
  )
  if (rows.length === 0) throw new HttpError(404, 'Saved search not found')
}

/** GET /alerts/settings: the favourites' alert and the zone (defaults until the buyer changes them). */
export async function readAlertSettings(db: Db, userId: number): Promise<AlertSettings> {
  const [row] = await db.query<AlertSettings>('select favourites_frequency, time_zone from alert_people where user_id = $1', [userId])
  return row ?? { favourites_frequency: 'instant', time_zone: DEFAULT_TIME_ZONE }
}

/** PATCH /alerts/settings. */
export async function updateAlertSettings(db: Db, tenant: string, userId: number, body: AlertSettingsBody): Promise<AlertSettings> {
  await db.query(
    `insert into alert_people (user_id, tenant, time_zone, favourites_frequency) values ($1, $2, coalesce($3, 'Africa/Lagos'), coalesce($4, 'instant'))
     on conflict (user_id) do update set time_zone = coalesce($3, alert_people.time_zone),
       favourites_frequency = coalesce($4, alert_people.favourites_frequency),
       favourites_watermark = case when alert_people.favourites_frequency = 'off' and $4 is not null and $4 <> 'off' then date_trunc('milliseconds', now()) else alert_people.favourites_watermark end`,
    [userId, tenant, body.time_zone ?? null, body.favourites_frequency ?? null],
  )
  return readAlertSettings(db, userId)
}

/**
 * What a signed unsubscribe link stops, for the user and tenant the link was made for. Answers
 * what it stopped, in words; a search that is gone counts as stopped (the link still works).
 */
export async function applyUnsubscribe(db: Db, tenant: string, userId: number, scope: UnsubscribeScope): Promise<string> {
  return db.transaction(async (tx) => {
    if (scope.kind !== 'favourites') {
      const one = scope.kind === 'search' ? scope.searchId : null
      const rows = await tx.query<{ label: string }>(
        `update saved_searches set alert_frequency = 'off', updated_at = now()
         where user_id = $1 and tenant = $2 and ($3::bigint is null or id = $3) returning label`,
        [userId, tenant, one],
      )
      if (scope.kind === 'search') return rows[0] ? `alerts for the saved search “${rows[0].label}”` : 'alerts for that saved search'
    }
    await tx.query(
      `insert into alert_people (user_id, tenant, favourites_frequency) select id, tenant, 'off' from users where id = $1 and tenant = $2
       on conflict (user_id) do update set favourites_frequency = 'off'`,
      [userId, tenant],
    )
    return scope.kind === 'all' ? 'alert e-mails' : 'alerts about your favourite properties'
  })
}
