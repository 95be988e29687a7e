import type { Context } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import * as v from 'valibot'
import { issueMessage } from '~/shared/schemas/query-fields'
import { HttpError } from './envelope'

/**
 * The route's JSON body, validated with the same shared schema its form uses. The input gate has
 * already checked type, size, JSON and control characters; a missing body is a 400.
 */
export function parseBody<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
): v.InferOutput<S> {
  const body: unknown = c.get('jsonBody')
  if (body === undefined) throw new HttpError(400, 'A JSON request body is required')
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The request body must be a JSON object')
  const result = v.safeParse(schema, body)
  if (!result.success) {
    // data.field names the first offending field so a form can mark it (000 §5 messages stay in `message`).
    const field = v.getDotPath(result.issues[0])
    throw new HttpError(400, issueMessage(result.issues), field ? { field } : null)
  }
  return result.output
}
