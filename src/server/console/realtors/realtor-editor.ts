import { LISTINGS_TAG, realtorTag } from '~/server/cache/cache-tags'
import { purgePages } from '~/server/cache/purge-pages'
import { writeRealtors } from '~/server/catalogue/import/write-catalogue'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { audit, type OpsContext, type OpsResult } from '~/server/ops/ops-audit'
import type { ConsolePage } from '~/shared/console/queries'
import type { RealtorRecord } from '~/shared/schemas/catalogue-records'
import { paged } from '../console-queries'

/** A realtor as the console edits them: db:import's record and its id. */
export type ConsoleRealtor = RealtorRecord & { id: number }

const FIELDS = 'id::int as id, username, first_name, last_name, image_url, city_served, email, phone_number, years_of_experience, description'

/** Realtors by name, username or e-mail, newest first, keyset-paged (the directory is shared, decision 010). */
export async function findRealtors(db: Db, q: { q?: string; before?: number; limit: number }): Promise<ConsolePage<ConsoleRealtor>> {
  const needle = q.q?.trim() ? `%${q.q.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null
  const rows = await db.query<ConsoleRealtor>(
    `select ${FIELDS} from realtors
     where ($1::text is null or first_name || ' ' || last_name ilike $1 or username ilike $1 or email ilike $1)
       and ($2::bigint is null or id < $2)
     order by id desc limit $3`,
    [needle, q.before ?? null, q.limit + 1],
  )
  return paged(rows, q.limit)
}

export async function realtorById(db: Db, id: number): Promise<ConsoleRealtor> {
  const [row] = await db.query<ConsoleRealtor>(`select ${FIELDS} from realtors where id = $1`, [id])
  if (!row) throw new HttpError(404, 'No such realtor')
  return row
}

/** Every page that shows the realtor: their profile, the directory, the listings they manage. */
const purgeRealtor = (id: number) => purgePages([realtorTag(id), LISTINGS_TAG])

/**
 * A realtor created or edited in the console, through db:import's own writer. The username is the
 * profile's address: taken by another realtor it is refused, and it never changes once created
 * (links shared on WhatsApp keep working).
 */
export async function saveRealtor(db: Db, ctx: OpsContext, id: number | null, record: RealtorRecord): Promise<OpsResult<ConsoleRealtor | null, ConsoleRealtor>> {
  const result = await db.transaction(async (tx) => {
    const before = id === null ? null : await realtorById(tx, id)
    if (before && before.username !== record.username) throw new HttpError(400, 'username cannot change once the realtor exists: their profile link would break', { field: 'username' })
    if (!before) {
      const [taken] = await tx.query('select 1 from realtors where username = $1', [record.username])
      if (taken) throw new HttpError(409, `username ${record.username} is taken by another realtor`, { field: 'username' })
    }
    await writeRealtors(tx, [record])
    const [{ id: savedId }] = (await tx.query<{ id: number }>('select id::int as id from realtors where username = $1', [record.username])) as [{ id: number }]
    const after = await realtorById(tx, savedId)
    const audit_id = await audit(tx, ctx, { action: before ? 'edit-realtor' : 'create-realtor', tenant: null, target_kind: 'realtor', target_id: savedId, before, after })
    return { audit_id, before, after }
  })
  await purgeRealtor(result.after.id)
  return result
}
