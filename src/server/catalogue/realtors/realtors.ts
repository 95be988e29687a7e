import type { Db } from '~/server/db/db'

import type { RealtorDto } from '~/shared/types/realtor'

export type { RealtorDto }

const COLUMNS = `id, username, first_name, last_name, image_url, city_served, available_unit, email, phone_number,
  years_of_experience, total_value, price_range, description`

export async function listRealtors(
  db: Db,
  paging: { limit: number; page: number },
): Promise<{ data: RealtorDto[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<RealtorDto>(
      `select ${COLUMNS} from realtors order by total_value desc, id asc limit $1 offset $2`,
      [paging.limit, (paging.page - 1) * paging.limit],
    ),
    db.query<{ total: number }>('select count(*)::int as total from realtors'),
  ])
  return { data: rows, total: count?.total ?? 0 }
}

export async function findRealtorByUsername(db: Db, username: string): Promise<RealtorDto | null> {
  const rows = await db.query<RealtorDto>(`select ${COLUMNS} from realtors where username = $1`, [
    username.trim().toLowerCase(),
  ])
  return rows[0] ?? null
}
