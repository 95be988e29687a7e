import * as v from 'valibot'
import { issueMessage, queryToObject } from '~/shared/schemas/query-fields'
import { HttpError } from './envelope'

/** Validates a request's query string with a shared schema; a bad value is a 400 naming it. */
export function parseQuery<S extends v.GenericSchema>(schema: S, url: string): v.InferOutput<S> {
  const params = new URL(url).searchParams
  const result = v.safeParse(schema, queryToObject(params))
  if (!result.success) throw new HttpError(400, issueMessage(result.issues))
  return result.output
}
