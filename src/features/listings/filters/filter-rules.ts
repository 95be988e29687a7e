import type { LocationOption } from '~/shared/types/location'
import { parseAmount } from '~/shared/format/number'

/** A suggestion the visitor picked (000 §3 Location option). */
export type LocationPick = Pick<LocationOption, 'address' | 'neighborhood_id' | 'area_id' | 'axis_id' | 'state' | 'type'>

/** `place` is the name of the place picked, kept for the filter bar, its chips and a saved search's title. */
export const LOCATION_PARAMS = ['neighborhood_id', 'area_id', 'axis_id', 'state', 'display_address', 'location', 'place'] as const

const noLocation = (): Record<string, string | undefined> => Object.fromEntries(LOCATION_PARAMS.map((k) => [k, undefined]))

/** The narrowest id the suggestion has; a street is matched on its display address. */
export function locationParams(pick: LocationPick): Record<string, string | undefined> {
  const out = noLocation()
  out.state = pick.state
  out.place = pick.address
  if (pick.type === 'street') out.display_address = pick.address.split(',')[0]!.trim()
  else if (pick.neighborhood_id) out.neighborhood_id = String(pick.neighborhood_id)
  else if (pick.area_id) out.area_id = String(pick.area_id)
  else if (pick.axis_id) out.axis_id = String(pick.axis_id)
  return out
}

/**
 * Text typed and submitted without picking a suggestion (issue 23 item 4): the `location` filter,
 * a substring of a listing's address, neighbourhood, area, axis and state, in any state (an empty
 * `state` overrides the Lagos default; the API reads a blank value as none).
 */
export function typedLocationParams(text: string): Record<string, string | undefined> {
  const needle = text.trim()
  return needle ? { ...noLocation(), location: needle, state: '' } : noLocation()
}

/** The name of the place searched, from the URL: what was picked or typed; '' for none. */
export const placeName = (search: URLSearchParams) => search.get('place') || search.get('location') || search.get('display_address') || ''

/**
 * 000 §5 price filter: digits only; max applies only when greater than min, otherwise it is
 * cleared. Returns the URL values (undefined = no parameter).
 */
export function priceParams(minText: string, maxText: string): { min_amount?: string; max_amount?: string } {
  const min = parseAmount(minText)
  const max = parseAmount(maxText)
  const minOk = min !== null && min > 0 ? min : null
  const maxOk = max !== null && max > 0 && (minOk === null || max > minOk) ? max : null
  return { min_amount: minOk === null ? undefined : String(minOk), max_amount: maxOk === null ? undefined : String(maxOk) }
}

/** Whether the URL asks for verified listings only: `verified=1` or `true`, as the API reads it (decision 035). */
export const isVerifiedOnly = (search: URLSearchParams) => ['1', 'true'].includes(search.get('verified')?.trim().toLowerCase() ?? '')

/** The URL value of 'Verified only': 1 when on; off removes the parameter (0 would mean no filter anyway). */
export const verifiedParam = (on: boolean): { verified?: string } => ({ verified: on ? '1' : undefined })
