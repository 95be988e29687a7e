import type { Db } from '~/server/db/db'

/**
 * Recomputes what is derived from listings: realtor stats (available_unit, total_value,
 * price_range 'min - max' in NGN, over published listings still available) and the location autocomplete table
 * (counts and streets of what a search can find: no draft, decision 048, and nothing sold or let,
 * decision 035 — issue 33). Runs inside the seed or import transaction, so readers never see half of it.
 */
export async function refreshCatalogueDerived(db: Db): Promise<void> {
  await db.exec(`
    update catalogue_version set version = version + 1;

    update realtors r set
      available_unit = coalesce(s.units, 0),
      total_value = coalesce(s.total, 0),
      price_range = coalesce(s.min_price::text || ' - ' || s.max_price::text, '')
    from realtors r2
    left join (
      select realtor_id, sum(available_units) as units, sum(asking_price_ngn) as total,
             min(asking_price_ngn) as min_price, max(asking_price_ngn) as max_price
      from listings where availability = 'available' and published group by realtor_id
    ) s on s.realtor_id = r2.id
    where r.id = r2.id;

    delete from location_suggestions;
    with counts as (
      select neighbourhood_id, count(*)::int as n from listings where published and availability = 'available' group by neighbourhood_id
    ), hood as (
      select n.id as neighbourhood_id, a.id as area_id, x.id as axis_id, s.name as state,
             n.name as hood, a.name as area, x.name as axis, coalesce(c.n, 0) as n
      from location_neighbourhoods n
      join location_areas a on a.id = n.area_id
      join location_axes x on x.id = a.axis_id
      join location_states s on s.id = x.state_id
      left join counts c on c.neighbourhood_id = n.id
    )
    insert into location_suggestions (address, kind, state, axis_id, area_id, neighbourhood_id, listings, search_key)
    select address, kind, state, axis_id, area_id, neighbourhood_id, listings, lower(address) from (
      select state as address, 1 as kind, state, null::int as axis_id, null::int as area_id, null::int as neighbourhood_id, sum(n)::int as listings
        from hood group by state
      union all
      select axis || ', ' || state, 2, state, axis_id, null, null, sum(n)::int from hood group by axis, axis_id, state
      union all
      select area || ', ' || state, 3, state, axis_id, area_id, null, sum(n)::int from hood group by area, area_id, axis_id, state
      union all
      select hood || ', ' || area || ', ' || state, 4, state, axis_id, area_id, neighbourhood_id, n from hood
      union all
      select l.display_address || ', ' || l.state, 5, l.state, l.axis_id, l.area_id, l.neighbourhood_id, count(*)::int
        from listings l where l.published and l.availability = 'available' group by l.display_address, l.state, l.axis_id, l.area_id, l.neighbourhood_id
    ) options;
  `)
}

/**
 * After a seed or an import (outside its transaction): fresh statistics and a fresh visibility map,
 * so the planner picks the browse indexes and their scans stay index-only (no heap fetch).
 */
export async function freshenPlannerStats(db: Db): Promise<void> {
  for (const table of ['listings', 'realtors', 'location_suggestions']) await db.exec(`vacuum analyze ${table}`)
}
