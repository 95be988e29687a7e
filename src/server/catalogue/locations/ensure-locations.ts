import type { Db } from '~/server/db/db'
import { AREAS, AXES, NEIGHBOURHOODS, STATES } from './nigeria-locations'

/** Upserts the fixed location hierarchy; idempotent, so seed and import both call it. */
export async function ensureLocations(db: Db): Promise<void> {
  await db.query(
    `insert into location_states (id, name) select * from jsonb_to_recordset($1::text::jsonb) as x(id int, name text)
     on conflict (id) do update set name = excluded.name`,
    [JSON.stringify(STATES.map(([id, name]) => ({ id, name })))],
  )
  const tiers = [
    ['location_axes', 'state_id', AXES],
    ['location_areas', 'axis_id', AREAS],
    ['location_neighbourhoods', 'area_id', NEIGHBOURHOODS],
  ] as const
  for (const [table, parent, rows] of tiers) {
    await db.query(
      `insert into ${table} (id, ${parent}, name)
       select * from jsonb_to_recordset($1::text::jsonb) as x(id int, parent int, name text)
       on conflict (id) do update set ${parent} = excluded.${parent}, name = excluded.name`,
      [JSON.stringify(rows.map(([id, p, name]) => ({ id, parent: p, name })))],
    )
  }
}
