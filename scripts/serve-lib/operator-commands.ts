import { importCatalogue, ImportError } from '~/server/catalogue/import/import-catalogue'
import { DEFAULT_SEED, demoNotice, seedCatalogue } from '~/server/catalogue/seed/seed-catalogue'
import type { Db } from '~/server/db/db'
import { migrate } from '~/server/db/migrate'
import { exportSubmissions } from '~/server/forms/export-submissions'
import { SubmissionsQuerySchema } from '~/server/forms/list-submissions'
import { HttpError } from '~/server/http/envelope'
import type { ReportRow } from '~/server/ops/list-reports'
import { OpsArgsSchema, runOps } from '~/server/ops/run-ops'
import { reportsCsv } from '~/server/ops/reports-csv'
import { tenantRegistry } from '~/server/tenants/load-tenants'
import { issueMessage } from '~/shared/schemas/query-fields'
import * as v from 'valibot'
import { alertsCommand } from './alerts-command'

/** Where a command writes: the terminal when it runs locally, the HTTP answer when handed over. */
export interface OperatorIo {
  out(line: string): void
  err(line: string): void
  /** Transient progress (written as is, e.g. with a leading \r). */
  progress(text: string): void
}

/**
 * A command that changes the database. args is plain JSON (built by the command-line script,
 * possibly sent to the running server), so each command checks it again. Returns the exit code.
 */
export interface OperatorCommand {
  /** false: open without applying migrations first (db:migrate applies and reports them). */
  migrate?: boolean
  run(db: Db, args: unknown, io: OperatorIo): Promise<number>
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0

const importCommand: OperatorCommand = {
  async run(db, args, io) {
    if (!isRecord(args) || !Array.isArray(args.files)) {
      io.err('import expects { "files": [ … ] }')
      return 2
    }
    try {
      const { listings, realtors } = await importCatalogue(db, args.files)
      io.out(`Imported ${listings} listings and ${realtors} realtors`)
      return 0
    } catch (err) {
      if (!(err instanceof ImportError)) throw err
      io.err(err.message)
      return 1
    }
  },
}

const seedCommand: OperatorCommand = {
  async run(db, args, io) {
    const listings = isRecord(args) && 'listings' in args ? args.listings : DEFAULT_SEED.listings
    const realtors = isRecord(args) && 'realtors' in args ? args.realtors : DEFAULT_SEED.realtors
    if (!isCount(listings) || !isCount(realtors)) {
      io.err('--count and --realtors must be whole numbers')
      return 2
    }
    // The demo buyer and their transactions go on embedded databases unless asked (decision 035).
    const demo = isRecord(args) && typeof args.demo === 'boolean' ? args.demo : db.dialect === 'pglite'
    const started = performance.now()
    await seedCatalogue(db, {
      listings,
      realtors,
      demo,
      onProgress: (done, total) => io.progress(`\rSeeding listings ${done}/${total}`),
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    io.out(`\nSeeded ${listings} listings and ${realtors} realtors in ${seconds} s`)
    if (demo) io.out(demoNotice())
    return 0
  },
}

const migrateCommand: OperatorCommand = {
  migrate: false,
  async run(db, _args, io) {
    const applied = await migrate(db)
    io.out(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date')
    return 0
  },
}

/** Reads only: one tenant's form submissions as CSV or JSON on stdout, the count on stderr. */
const submissionsCommand: OperatorCommand = {
  async run(db, args, io) {
    const parsed = v.safeParse(SubmissionsQuerySchema, args)
    if (!parsed.success) {
      io.err(parsed.issues[0].message)
      return 2
    }
    const { lines, count } = await exportSubmissions(db, parsed.output)
    for (const line of lines) io.out(line)
    io.err(`${count} submission${count === 1 ? '' : 's'}`)
    return 0
  },
}

/**
 * The operator's actions (decision 035): the result as JSON on stdout (reports: CSV or JSON), a
 * refusal's message on stderr. A mistake in the arguments exits 2, a refused action 1.
 */
const opsCommand: OperatorCommand = {
  async run(db, args, io) {
    const format = isRecord(args) && args.format === 'json' ? 'json' : 'csv'
    const parsed = v.safeParse(OpsArgsSchema, args)
    if (!parsed.success) {
      // The body's fields are named as the API names them ('note is required', not 'body.note …').
      io.err(issueMessage(parsed.issues).replace(/^body\./, ''))
      return 2
    }
    try {
      const result = await runOps(db, parsed.output, tenantRegistry())
      if (parsed.output.action === 'reports' && format === 'csv') for (const line of reportsCsv(result as ReportRow[])) io.out(line)
      else io.out(JSON.stringify(result, null, 2))
      if (parsed.output.action === 'reports') io.err(`${(result as ReportRow[]).length} report(s)`)
      return 0
    } catch (err) {
      if (!(err instanceof HttpError)) throw err
      io.err(err.message)
      return 1
    }
  },
}

/** Every operator command; a later one (e.g. accounts) is one more entry here and a script. */
export const operatorCommands: Readonly<Record<string, OperatorCommand>> = {
  import: importCommand,
  seed: seedCommand,
  migrate: migrateCommand,
  submissions: submissionsCommand,
  ops: opsCommand,
  alerts: alertsCommand,
}
