/**
 * npm run submissions -- --tenant <slug> [--form <name>] [--since <YYYY-MM-DD>] [--format csv|json]
 * Lists one tenant's form submissions (decision 031), oldest first: CSV (default) or JSON on
 * stdout, the count on stderr; `--since` counts from midnight in Lagos. A mistake exits 2. While
 * `npm start` owns the embedded database, the query runs inside it (operator-client.ts).
 */
import { tenantRegistry } from '~/server/tenants/load-tenants'
import { runOperatorCommand } from './serve-lib/operator-client'
import { parseSubmissionsArgs } from './serve-lib/submissions-args'

const parsed = parseSubmissionsArgs(process.argv.slice(2), tenantRegistry())
if ('error' in parsed) {
  console.error(parsed.error)
  process.exit(2)
}
process.exitCode = await runOperatorCommand('submissions', parsed.query, { notices: 'stderr' })
