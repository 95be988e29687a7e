import * as v from 'valibot'
import { locationPath } from '~/server/catalogue/locations/nigeria-locations'
import type { Db } from '~/server/db/db'
import { iso } from '~/server/db/iso'
import { HttpError } from '~/server/http/envelope'
import { fieldError, fieldIssues } from '~/server/http/parse-body'
import { ListingRecordSchema, type ListingRecord } from '~/shared/schemas/catalogue-records'
import { ListingEditorSchema, type EditorListing, type ListingEditorValues } from '~/shared/schemas/listing-editor'
import { issueMessage } from '~/shared/schemas/query-fields'

/** The form's fields, as db:import names them (the editor schema's own entries). */
export const EDITOR_FIELDS = Object.keys(ListingEditorSchema.entries) as (keyof ListingEditorValues)[]

/** A listing as stored, in import-record form: the server-held fields and the editable ones. */
const RECORD_SQL = `
  select l.id::int as id, l.slug, l.property_id, l.published, l.title, l.description, l.category, l.property_type,
         l.property_sub_type, l.property_status, l.currency, l.asking_price::float8 as asking_price,
         l.asking_price_ngn::float8 as asking_price_ngn, l.old_asking_price::float8 as old_asking_price,
         l.bedrooms, l.bathrooms, l.land_size, l.unit_size, l.available_units, l.title_type, l.title_number,
         l.building_permit_no, l.is_serviced, l.is_furnished, l.is_newly_built, l.floors,
         l.completion_date::text as completion_date, l.views, l.saves, l.created_at, l.published_at,
         l.is_scheduled_submit_offer, l.is_new_listing, l.is_popular, l.is_price_cut, l.is_exclusive,
         l.image_quality_passed, l.neighbourhood_id as neighborhood_id, l.address, l.display_address,
         l.gallery, l.amenities, r.username as realtor_username, l.availability, l.confirmed_available_at
  from listings l left join realtors r on r.id = l.realtor_id where l.id = $1`

type StoredRow = ListingRecord & { id: number; published: boolean }

/** The stored listing as an import record (locked for update inside a write), or a 404. */
export async function storedRecord(db: Db, id: number, lock = false): Promise<StoredRow> {
  const [row] = await db.query<StoredRow>(`${RECORD_SQL}${lock ? ' for update of l' : ''}`, [id])
  if (!row) throw new HttpError(404, 'Listing not found', { field: 'listing_id' })
  return {
    ...row,
    created_at: iso(row.created_at),
    published_at: iso(row.published_at),
    confirmed_available_at: iso(row.confirmed_available_at),
    is_sold: row.availability === 'sold',
  }
}

export const editorValues = (row: ListingRecord): ListingEditorValues =>
  Object.fromEntries(EDITOR_FIELDS.map((k) => [k, row[k]])) as ListingEditorValues

export function editorListing(row: StoredRow): EditorListing {
  return { id: row.id, slug: row.slug, property_id: row.property_id, published: row.published, availability: row.availability ?? 'available', gallery: row.gallery, values: editorValues(row) }
}

/**
 * The record db:import would write: the stored (or new) server-held fields and the form's values,
 * checked with the import's own schema and its cross-checks (a known neighbourhood and realtor),
 * each refusal naming its field.
 */
export async function checkedRecord(db: Db, held: Omit<ListingRecord, keyof ListingEditorValues>, values: ListingEditorValues): Promise<ListingRecord> {
  const result = v.safeParse(ListingRecordSchema, { ...held, ...values })
  if (!result.success) {
    const { field } = fieldIssues(result.issues)
    throw new HttpError(400, issueMessage(result.issues), field ? { field } : null)
  }
  const record = result.output
  if (!locationPath(record.neighborhood_id)) throw fieldError(400, 'neighborhood_id', `unknown neighbourhood ${record.neighborhood_id}`)
  if (record.realtor_username) {
    const [known] = await db.query('select 1 from realtors where username = $1', [record.realtor_username])
    if (!known) throw fieldError(400, 'realtor_username', `unknown realtor '${record.realtor_username}'`)
  }
  return record
}
