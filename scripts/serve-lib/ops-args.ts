import { hostname, userInfo } from 'node:os'
import { parseArgs } from 'node:util'
import type { TenantRegistry } from '~/server/tenants/load-tenants'

export const OPS_USAGE = `Usage: npm run ops -- <action> [options]   (decision 035; every action is audited)

Listings (the catalogue every tenant shares):
  verify --listing <id|property id|slug> --step identity|mandate|title|inspection --on YYYY-MM-DD
         [--outcome passed|failed] [--firm "<partner law firm>"] [--result "<what it found>"] [--note "…"]
         (the title search needs --firm and --result)
  confirm-available --listing <ref> [--at <ISO date-time>] [--note "…"]
  mark-sold --listing <ref> [--note "…"]        (a listing for sale; it leaves search)
  mark-let --listing <ref> [--note "…"]         (a listing for rent; it leaves search)

Transactions of one tenant (the buyer is e-mailed):
  advance --tenant <slug> --transaction <id> --step <STEP> [--note "…"] [--at <ISO date-time>]
         with --step PAYMENT_REQUESTED, the escrow instruction the buyer sees (decision 043):
         --partner "<escrow partner>" --account-name "…" --account-number <10-digit NUBAN> --bank "…"
         --amount <whole naira> --reference <REF> --deadline <ISO date-time, at least an hour ahead>
  resolve-dispute --tenant <slug> --transaction <id> --outcome resume|refund --note "…"
  request-release --tenant <slug> --transaction <id> [--note "…"]
         (once the buyer has accepted; a staff member approves it in the console: four eyes,
          so advance --step FUNDS_RELEASED is refused)

Reports of listings:
  reports --tenant <slug> [--since YYYY-MM-DD] [--format csv|json]

The console (decision 045):
  create-owner --tenant <slug> --email <address>   (prints a one-time setup link, valid 3 days)

Every action is audited as your user@host; --actor <name> adds the name you give beside it. --help.`

const OPTIONS = {
  listing: { type: 'string' },
  step: { type: 'string' },
  on: { type: 'string' },
  outcome: { type: 'string' },
  firm: { type: 'string' },
  result: { type: 'string' },
  note: { type: 'string' },
  at: { type: 'string' },
  tenant: { type: 'string' },
  transaction: { type: 'string' },
  since: { type: 'string' },
  format: { type: 'string' },
  actor: { type: 'string' },
  partner: { type: 'string' },
  'account-name': { type: 'string' },
  'account-number': { type: 'string' },
  bank: { type: 'string' },
  amount: { type: 'string' },
  reference: { type: 'string' },
  deadline: { type: 'string' },
  email: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

/** Leaves out what was not given, so the shared schemas apply their own defaults. */
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined))

/** The escrow instruction's options as the body's `instruction`; absent when none was given. */
function instructionOf(values: Record<string, string | boolean | undefined>) {
  const i = defined({
    partner: values.partner,
    account_name: values['account-name'],
    account_number: values['account-number'],
    bank: values.bank,
    amount: values.amount,
    reference: values.reference,
    deadline: values.deadline,
  })
  return Object.keys(i).length ? i : undefined
}

/**
 * `npm run ops` arguments as the operator command takes them: a tenant's slug becomes its domain,
 * the options become the body the API would take. The bodies' own rules are checked where the
 * command runs (it may be the server); this only names what is missing or unknown.
 */
export function parseOpsArgs(argv: string[], registry: Pick<TenantRegistry, 'all' | 'bySlug'>): { args: Record<string, unknown> } | { error: string } | { help: true } {
  let values: { [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string }
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true }))
  } catch (err) {
    return { error: `${(err as Error).message}\n${OPS_USAGE}` }
  }
  if (values.help) return { help: true }
  const [action, ...extra] = positionals
  if (!action) return { error: OPS_USAGE }
  if (extra.length) return { error: `Unexpected argument '${extra[0]}'\n${OPS_USAGE}` }
  // Who acts is this terminal's user; --actor is a name kept beside it (issue 33).
  const by = `${userInfo().username}@${hostname()}`
  const actor = values.actor
  const tenant = (): { domain: string } | { error: string } => {
    if (!values.tenant) return { error: `--tenant is required for ${action}` }
    const t = registry.bySlug(values.tenant)
    return t ? { domain: t.domain } : { error: `Unknown tenant '${values.tenant}': one of ${registry.all.map((x) => x.slug).join(', ')}` }
  }
  const transaction = values.transaction && /^\d+$/.test(values.transaction) ? Number(values.transaction) : values.transaction
  const note = values.note
  switch (action) {
    case 'verify':
      return { args: { by, action, listing: values.listing, body: defined({ actor, step: values.step, done_on: values.on, outcome: values.outcome, partner_firm: values.firm, result: values.result, note }) } }
    case 'confirm-available':
      return { args: { by, action, listing: values.listing, body: defined({ actor, confirmed_at: values.at, note }) } }
    case 'mark-sold':
    case 'mark-let':
      return { args: { by, action, listing: values.listing, body: defined({ actor, note }) } }
    case 'advance':
    case 'resolve-dispute':
    case 'request-release': {
      const t = tenant()
      if (!('domain' in t)) return t
      const body =
        action === 'advance'
          ? { actor, step: values.step, note, occurred_at: values.at, instruction: instructionOf(values) }
          : action === 'resolve-dispute'
            ? { actor, outcome: values.outcome, note }
            : { actor, note }
      return { args: { by, action, tenant: t.domain, transaction, body: defined(body) } }
    }
    case 'reports': {
      const t = tenant()
      if (!('domain' in t)) return t
      if (values.format && values.format !== 'csv' && values.format !== 'json') return { error: 'format must be csv or json' }
      return { args: { by, action, tenant: t.domain, actor, format: values.format ?? 'csv', query: defined({ since: values.since }) } }
    }
    case 'create-owner': {
      const t = tenant()
      if (!('domain' in t)) return t
      return { args: { by, action, tenant: t.domain, actor, email: values.email } }
    }
    default:
      return { error: `Unknown action '${action}'\n${OPS_USAGE}` }
  }
}
