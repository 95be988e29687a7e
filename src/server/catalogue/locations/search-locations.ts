import type { LocationOption } from '~/shared/types/location'
import type { Db } from '~/server/db/db'

/** A location option (000 §3): what the filter bar puts in the query when one is picked. */
export type { LocationOption }

const KINDS = ['', 'state', 'axis', 'area', 'neighbourhood', 'street']

/**
 * Ranked: the whole text, then its start, then the start of any later word; within a rank
 * broader places first, then the ones with more listings. Empty input lists the busiest places.
 */
export async function searchLocations(
  db: Db,
  inputText: string,
  limit: number,
): Promise<LocationOption[]> {
  const needle = inputText.trim().toLowerCase().replace(/\s+/g, ' ')
  const like = needle.replace(/[\\%_]/g, (c) => `\\${c}`)
  const rows = await db.query<Omit<LocationOption, 'type'> & { kind: number; rank?: number }>(
    needle
      ? `select address, neighbourhood_id as neighborhood_id, area_id, axis_id, state, kind, listings,
           case when search_key = $1 then 0 when search_key like $2 || '%' then 1 else 2 end as rank
         from location_suggestions
         where search_key like $2 || '%' or search_key like '% ' || $2 || '%' or search_key like '%,' || $2 || '%'
         order by rank, kind, listings desc, address limit $3`
      : `select address, neighbourhood_id as neighborhood_id, area_id, axis_id, state, kind, listings
         from location_suggestions where kind <= 3 and listings > 0 and $1 = $2
         order by listings desc, address limit $3`,
    [needle, like, limit],
  )
  return rows.map(({ kind, rank: _rank, ...r }) => ({
    ...r,
    type: KINDS[kind] ?? 'street',
    listings: Number(r.listings),
  }))
}
