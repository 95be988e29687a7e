import type { Context } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import * as v from 'valibot'
import { issueMessage } from '~/shared/schemas/query-fields'
import { HttpError } from './envelope'

/** What a refused body says about its fields: the first at fault, and each with its first message. */
export interface FieldIssues {
  field: string | null
  fields: Record<string, string>
}

/** An error about one named input (a body field or a header), in the shape a refused body has. */
export const fieldError = (status: number, field: string, message: string) =>
  new HttpError(status, message, { field, fields: { [field]: message } } satisfies FieldIssues)

/** Every field valibot found at fault, each with its first message (issueMessage's wording). */
export function fieldIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssues {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const path = v.getDotPath(issue)
    if (path && !(path in fields)) fields[path] = issueMessage([issue])
  }
  return { field: v.getDotPath(issues[0]!) ?? null, fields }
}

/**
 * The route's JSON body, validated with the same shared schema its form uses. The input gate has
 * already checked type, size, JSON and control characters; a missing body is a 400.
 * `detail: 'every'` names each field at fault in `data.fields` (the marketing forms mark them all);
 * the default names the first only, in `data.field`.
 */
export function parseBody<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
  detail: 'first' | 'every' = 'first',
): v.InferOutput<S> {
  const body: unknown = c.get('jsonBody')
  if (body === undefined) throw new HttpError(400, 'A JSON request body is required')
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The request body must be a JSON object')
  const result = v.safeParse(schema, body)
  if (!result.success) {
    // data.field names the first offending field so a form can mark it (000 §5 messages stay in `message`).
    const issues = fieldIssues(result.issues)
    const data = detail === 'every' ? issues : issues.field ? { field: issues.field } : null
    throw new HttpError(400, issueMessage(result.issues), data)
  }
  return result.output
}
