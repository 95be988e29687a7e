import type { Context } from 'hono'
import * as v from 'valibot'
import { positiveInt } from '~/shared/schemas/query-fields'
import { HttpError } from './envelope'

/** A numeric path parameter ({id}, {listing_id}); anything else is a 400 naming it. */
export function pathId(c: Context, name: string): number {
  const result = v.safeParse(positiveInt(name), c.req.param(name) ?? '')
  if (!result.success) throw new HttpError(400, result.issues[0].message, { field: name })
  return result.output
}
