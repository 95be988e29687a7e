/**
 * npm run ops -- <action> [options]   (npm run ops -- --help lists them)
 * The operator's tools (decision 035): check a listing, confirm it available, mark it sold or let,
 * move a transaction on, resolve a dispute, list reports. Each action is audited and, where it
 * concerns a buyer, e-mailed to them. While `npm start` owns the embedded database, the action
 * runs inside it (operator-client.ts); a mistake in the arguments exits 2, a refused action 1.
 */
import { tenantRegistry } from '~/server/tenants/load-tenants'
import { runOperatorCommand } from './serve-lib/operator-client'
import { OPS_USAGE, parseOpsArgs } from './serve-lib/ops-args'

const parsed = parseOpsArgs(process.argv.slice(2), tenantRegistry())
if ('help' in parsed) {
  console.log(OPS_USAGE)
  process.exit(0)
}
if ('error' in parsed) {
  console.error(parsed.error)
  process.exit(2)
}
process.exitCode = await runOperatorCommand('ops', parsed.args, { notices: 'stderr' })
