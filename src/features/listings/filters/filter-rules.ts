import type { LocationOption } from '~/shared/types/location'
import { noLocation } from '~/shared/browse-params'

// The URL's reading is shared with the page function and the no-JavaScript form (decision 056).
export { LOCATION_PARAMS, priceParams, typedLocationParams } from '~/shared/browse-params'

/** A suggestion the visitor picked (000 §3 Location option). */
export type LocationPick = Pick<LocationOption, 'address' | 'neighborhood_id' | 'area_id' | 'axis_id' | 'state' | 'type'>

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

/** The name of the place searched, from the URL: what was picked or typed; '' for none. */
export const placeName = (search: URLSearchParams) => search.get('place') || search.get('location') || search.get('display_address') || ''

/** Whether the URL asks for verified listings only: `verified=1` or `true`, as the API reads it (decision 035). */
export const isVerifiedOnly = (search: URLSearchParams) => ['1', 'true'].includes(search.get('verified')?.trim().toLowerCase() ?? '')

/** The URL value of 'Verified only': 1 when on; off removes the parameter (0 would mean no filter anyway). */
export const verifiedParam = (on: boolean): { verified?: string } => ({ verified: on ? '1' : undefined })
