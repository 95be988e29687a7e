import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { SubmissionsQuerySchema, type SubmissionsQuery } from '~/server/forms/list-submissions'
import type { TenantRegistry } from '~/server/tenants/load-tenants'

export const SUBMISSIONS_USAGE =
  'Usage: npm run submissions -- --tenant <slug> [--form <name>] [--since <YYYY-MM-DD>] [--format csv|json]'

/**
 * `npm run submissions` arguments as the operator command takes them: the tenant's slug (its file
 * name in tenants/) becomes its domain; every mistake is one message (the script exits 2).
 */
export function parseSubmissionsArgs(argv: string[], registry: Pick<TenantRegistry, 'all' | 'bySlug'>): { query: SubmissionsQuery } | { error: string } {
  let values: Record<string, string | undefined>
  try {
    values = parseArgs({
      args: argv,
      options: { tenant: { type: 'string' }, form: { type: 'string' }, since: { type: 'string' }, format: { type: 'string', default: 'csv' } },
    }).values
  } catch (err) {
    return { error: `${(err as Error).message}\n${SUBMISSIONS_USAGE}` }
  }
  if (!values.tenant) return { error: `--tenant is required\n${SUBMISSIONS_USAGE}` }
  const tenant = registry.bySlug(values.tenant)
  if (!tenant) return { error: `Unknown tenant '${values.tenant}': one of ${registry.all.map((t) => t.slug).join(', ')}` }
  const parsed = v.safeParse(SubmissionsQuerySchema, { tenant: tenant.domain, form: values.form, since: values.since, format: values.format })
  return parsed.success ? { query: parsed.output } : { error: parsed.issues[0].message }
}
