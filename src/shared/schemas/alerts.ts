import * as v from 'valibot'

/**
 * Alerts (issue 25, decision 047): how often a saved search (or a person's favourites) writes.
 * instant: at most one e-mail per 6 hours; daily: 07:00 in the buyer's time zone; weekly:
 * Mondays 07:00 there; off: never.
 */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/** What the select shows for each value. */
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instantly',
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Off',
}

/** A new saved search alerts daily unless the buyer picks otherwise. */
export const DEFAULT_SEARCH_FREQUENCY: AlertFrequency = 'daily'
export const DEFAULT_TIME_ZONE = 'Africa/Lagos'

export const AlertFrequencySchema = v.picklist(ALERT_FREQUENCIES, `alert_frequency must be one of ${ALERT_FREQUENCIES.join(', ')}`)

/** An IANA zone name this runtime knows ('Europe/London'); the browser's own, sent when saving. */
export const TimeZoneSchema = v.pipe(
  v.string('time_zone must be text'),
  v.trim(),
  v.maxLength(64, 'time_zone must be at most 64 characters'),
  v.check(isTimeZone, 'time_zone must be an IANA time zone such as Africa/Lagos'),
)

export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) && zone !== 'UTC') return false
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** PATCH /save-search/{id} with a frequency: the alert of one saved search. */
export const SearchAlertBodySchema = v.object({ alert_frequency: AlertFrequencySchema })

/** PATCH /alerts/settings: the favourites' alert and the buyer's zone. */
export const AlertSettingsBodySchema = v.object({
  favourites_frequency: v.optional(AlertFrequencySchema),
  time_zone: v.optional(TimeZoneSchema),
})
export type AlertSettingsBody = v.InferOutput<typeof AlertSettingsBodySchema>

/** GET /alerts/settings → data. */
export interface AlertSettings {
  favourites_frequency: AlertFrequency
  time_zone: string
}
