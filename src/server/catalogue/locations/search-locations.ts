import type { LocationOption } from '~/shared/types/location'
import type { Db } from '~/server/db/db'

/** A location option (000 §3): what the filter bar puts in the query when one is picked. */
export type { LocationOption }

const KINDS = ['', 'state', 'axis', 'area', 'neighbourhood', 'street']

/**
 * Places spelt nearly like the text ('lekky' → Lekki), when nothing starts with it (issue 23
 * item 4): pg_trgm's word similarity (`<%`, at its 0.6 default threshold, which the trigram index
 * of migration 0007 serves), closest first. Qualified with `public`, where migration 0007 puts
 * pg_trgm: a connection whose search_path is another schema (each test file's) still finds them.
 */
function nearMisses(db: Db, needle: string, limit: number) {
  return db.query<Omit<LocationOption, 'type'> & { kind: number; rank?: number }>(
    `select address, neighbourhood_id as neighborhood_id, area_id, axis_id, state, kind, listings
     from location_suggestions
     where $1::text operator(public.<%) search_key
     order by public.word_similarity($1::text, search_key) desc, kind, listings desc, address limit $2`,
    [needle, limit],
  )
}

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
  const found = rows.length || needle.length < 3 ? rows : await nearMisses(db, needle, limit)
  return found.map(({ kind, rank: _rank, ...r }) => ({
    ...r,
    type: KINDS[kind] ?? 'street',
    listings: Number(r.listings),
  }))
}
