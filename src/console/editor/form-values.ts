import * as v from 'valibot'
import { ListingEditorSchema, type ListingEditorValues } from '~/shared/schemas/listing-editor'

/** Number fields: empty is null (the import's nullish), anything else a number the schema checks. */
export const NUMBER_FIELDS = ['asking_price', 'asking_price_ngn', 'old_asking_price', 'bedrooms', 'bathrooms', 'land_size', 'unit_size', 'available_units', 'floors', 'neighborhood_id'] as const
export const FLAG_FIELDS = [
  ['is_serviced', 'Serviced'],
  ['is_furnished', 'Furnished'],
  ['is_newly_built', 'Newly built'],
  ['is_exclusive', 'Exclusive'],
] as const
const NULLABLE_TEXT = ['title_type', 'title_number', 'building_permit_no', 'completion_date', 'realtor_username'] as const

/** The form as the schema reads it: numbers as numbers, empty optional fields as null, NGN's price copied. */
export function readForm(form: HTMLFormElement, keep: Partial<ListingEditorValues>): Record<string, unknown> {
  const data = new FormData(form)
  const out: Record<string, unknown> = { amenities: keep.amenities ?? [] }
  for (const [k, value] of data) if (typeof value === 'string') out[k] = value
  for (const k of NUMBER_FIELDS) {
    const raw = String(out[k] ?? '').replace(/[,\s]/g, '')
    out[k] = raw === '' ? (k === 'available_units' ? undefined : null) : Number.isFinite(Number(raw)) ? Number(raw) : raw
  }
  for (const k of NULLABLE_TEXT) if (out[k] === '') out[k] = null
  for (const [k] of FLAG_FIELDS) out[k] = data.get(k) === 'on'
  if (out.currency === 'NGN') out.asking_price_ngn = out.asking_price
  return out
}

/** The shared schema's verdict: the values, or the first field at fault with its message. */
export function checkForm(raw: Record<string, unknown>): { values: ListingEditorValues } | { field: string; message: string } {
  const result = v.safeParse(ListingEditorSchema, raw)
  if (result.success) return { values: result.output }
  const issue = result.issues[0]
  return { field: v.getDotPath(issue) ?? '', message: issue.message }
}
