import * as v from 'valibot'
import { locationPath } from '~/server/catalogue/locations/nigeria-locations'
import {
  ListingRecordSchema,
  RealtorRecordSchema,
  type ListingRecord,
  type RealtorRecord,
} from '~/shared/schemas/catalogue-records'

export interface ImportInput {
  listings: ListingRecord[]
  realtors: RealtorRecord[]
}

/** The import file: a list of listings, or { listings?, realtors? }. */
export function splitImportFile(raw: unknown): {
  listings: unknown[]
  realtors: unknown[]
  problems: string[]
} {
  if (Array.isArray(raw)) return { listings: raw, realtors: [], problems: [] }
  if (raw && typeof raw === 'object') {
    const { listings = [], realtors = [] } = raw as Record<string, unknown>
    const problems: string[] = []
    if (!Array.isArray(listings)) problems.push('listings: must be a list')
    if (!Array.isArray(realtors)) problems.push('realtors: must be a list')
    return {
      listings: Array.isArray(listings) ? listings : [],
      realtors: Array.isArray(realtors) ? realtors : [],
      problems,
    }
  }
  return {
    listings: [],
    realtors: [],
    problems: ['(root): must be a list of listings or { "listings": [], "realtors": [] }'],
  }
}

/** Every file's records together, in file order (positions in problems count across files). */
export function splitImportFiles(files: unknown[]): {
  listings: unknown[]
  realtors: unknown[]
  problems: string[]
} {
  const all = { listings: [] as unknown[], realtors: [] as unknown[], problems: [] as string[] }
  for (const raw of files) {
    const part = splitImportFile(raw)
    all.listings.push(...part.listings)
    all.realtors.push(...part.realtors)
    all.problems.push(...part.problems)
  }
  return all
}

function validateAll<S extends v.GenericSchema>(
  schema: S,
  items: unknown[],
  label: string,
  problems: string[],
): v.InferOutput<S>[] {
  const out: v.InferOutput<S>[] = []
  items.forEach((item, i) => {
    const result = v.safeParse(schema, item)
    if (result.success) out.push(result.output)
    else
      for (const issue of result.issues) {
        const path = issue.path?.map((p) => String(p.key)).join('.') || '(record)'
        // valibot's own wording for an absent key is "Invalid key: Expected …"; say it plainly.
        const message =
          issue.received === 'undefined' && issue.path?.length
            ? `${String(issue.path.at(-1)!.key)} is required`
            : issue.message
        problems.push(`${label}[${i}].${path}: ${message}`)
      }
  })
  return out
}

/**
 * Every record, every field, plus what no single record can know: duplicate slugs and property
 * ids, unknown neighbourhoods, realtors that are neither in the file nor already stored.
 * Problems read `listings[12].asking_price: asking_price must be a number` (0-based position).
 * knownRealtors null: the stored realtors are not known here, and are checked when written.
 */
export function validateImport(
  raw: { listings: unknown[]; realtors: unknown[] },
  knownRealtors: ReadonlySet<string> | null,
): { input: ImportInput; problems: string[] } {
  const problems: string[] = []
  const realtors = validateAll(RealtorRecordSchema, raw.realtors, 'realtors', problems)
  const listings = validateAll(ListingRecordSchema, raw.listings, 'listings', problems)
  const usernames = knownRealtors && new Set([...knownRealtors, ...realtors.map((r) => r.username)])
  const seen = {
    slug: new Map<string, number>(),
    property_id: new Map<string, number>(),
    username: new Map<string, number>(),
  }
  realtors.forEach((r, i) => {
    const first = seen.username.get(r.username)
    if (first !== undefined)
      problems.push(`realtors[${i}].username: '${r.username}' repeats realtors[${first}]`)
    else seen.username.set(r.username, i)
  })
  raw.listings.forEach((item, i) => {
    const r = v.safeParse(ListingRecordSchema, item)
    if (!r.success) return
    const l = r.output
    for (const key of ['slug', 'property_id'] as const) {
      const first = seen[key].get(l[key])
      if (first !== undefined)
        problems.push(`listings[${i}].${key}: '${l[key]}' repeats listings[${first}]`)
      else seen[key].set(l[key], i)
    }
    if (!locationPath(l.neighborhood_id))
      problems.push(`listings[${i}].neighborhood_id: unknown neighbourhood ${l.neighborhood_id}`)
    if (usernames && l.realtor_username && !usernames.has(l.realtor_username))
      problems.push(`listings[${i}].realtor_username: unknown realtor '${l.realtor_username}'`)
  })
  return { input: { listings, realtors }, problems }
}
