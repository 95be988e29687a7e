import { randomBytes } from 'node:crypto'
import { linkSync, readFileSync, renameSync, unlinkSync } from 'node:fs'
import { join, relative } from 'node:path'
import { writePrivateFile } from '~/server/platform/private-files'

/**
 * One owner per embedded database directory. PGlite has no lock of its own: two processes on one
 * directory each keep their own buffers and WAL position, so the second writer silently loses
 * data or the first never sees it. The owner writes haven-owner.lock inside the directory (like
 * PostgreSQL's postmaster.pid), mode 0600 because it may carry the operator secret.
 */
export const LOCK_FILE = 'haven-owner.lock'

export interface DbOwner {
  pid: number
  /** What a person would recognise: `npm start (scripts/serve.ts)`. */
  command: string
  /** The kernel's start time of the owner (Linux), to tell it from a process that reused its pid. */
  startTicks: string | null
  startedAt: string
  dataDir: string
  /** Unique per acquisition: release and advertise never touch a lock someone else took since. */
  nonce: string
  /** Set by a server once it listens: where operator commands may be handed over. */
  operator?: { port: number; secret: string }
}

export class DbLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DbOwner | null,
    detail?: string,
  ) {
    super(detail ?? lockedMessage(dataDir, owner))
    this.name = 'DbLockedError'
  }
}

export function describeOwner(owner: DbOwner): string {
  const where = owner.operator ? `, serving on http://127.0.0.1:${owner.operator.port}/` : ''
  return `pid ${owner.pid} (${owner.command}${where}), since ${owner.startedAt}`
}

function lockedMessage(dataDir: string, owner: DbOwner | null): string {
  if (!owner) return `The embedded database ${dataDir} is locked by another user (${LOCK_FILE}).`
  return [
    `The embedded database ${dataDir} is already open in ${describeOwner(owner)}.`,
    'Only one process may open it: a second writer would lose data.',
    `Stop that process (kill ${owner.pid}) and try again, or point this one at other data`,
    '(HAVEN_DATA_DIR=.data/other). npm run db:import / db:seed / db:migrate hand their work to',
    'a running `npm start` by themselves.',
  ].join('\n')
}

const held = new Map<string, DbOwner>()

function lockPath(dataDir: string) {
  return join(dataDir, LOCK_FILE)
}

function commandName(): string {
  const script = process.argv[1] ? relative(process.cwd(), process.argv[1]) : 'node'
  const npm = process.env.npm_lifecycle_event
  if (npm === 'npx') return `npx tsx ${script}`
  if (npm === 'start' || npm === 'test') return `npm ${npm} (${script})`
  return npm ? `npm run ${npm} (${script})` : `node ${script}`
}

/** Throws EACCES when another user owns the file; null when there is none or it is unreadable. */
function readOwner(path: string): DbOwner | null {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw err
  }
  try {
    const owner = JSON.parse(text) as DbOwner
    return Number.isInteger(owner.pid) && typeof owner.nonce === 'string' ? owner : null
  } catch {
    return null // garbage is never a live owner: the file is only ever written whole
  }
}

/** Field 22 of /proc/<pid>/stat (start time since boot); null without /proc (macOS). */
function startTicks(pid: number | 'self'): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may contain spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

/** Alive, and still the same process: after a crash its pid may belong to something else. */
export function ownerIsAlive(owner: DbOwner): boolean {
  if (owner.pid === process.pid) return held.get(owner.dataDir)?.nonce === owner.nonce
  try {
    process.kill(owner.pid, 0)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const now = startTicks(owner.pid)
  return !owner.startTicks || !now || now === owner.startTicks
}

/** The current live owner of dataDir, if any (for operator commands deciding where to run). */
export function currentOwner(dataDir: string): DbOwner | null {
  try {
    const owner = readOwner(lockPath(dataDir))
    return owner && ownerIsAlive(owner) ? owner : null
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EACCES') throw new DbLockedError(dataDir, null)
    throw err
  }
}

/** Writes the whole file under a private name first, so readers never see half of it. */
function writeTemp(path: string, owner: DbOwner): string {
  const tmp = `${path}.${process.pid}.${owner.nonce}.tmp`
  writePrivateFile(tmp, JSON.stringify(owner, null, 2) + '\n')
  return tmp
}

export function acquireDbLock(dataDir: string): DbOwner {
  const path = lockPath(dataDir)
  const mine: DbOwner = {
    pid: process.pid,
    command: commandName(),
    startTicks: startTicks('self'),
    startedAt: new Date().toISOString(),
    dataDir,
    nonce: randomBytes(12).toString('hex'),
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const tmp = writeTemp(path, mine)
    try {
      linkSync(tmp, path) // atomic: fails with EEXIST when someone holds the lock
      held.set(dataDir, mine)
      return mine
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    } finally {
      unlinkSync(tmp)
    }
    let owner: DbOwner | null
    try {
      owner = readOwner(path)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EACCES') throw new DbLockedError(dataDir, null)
      throw err
    }
    if (owner && ownerIsAlive(owner)) throw new DbLockedError(dataDir, owner)
    // Stale (its process died, e.g. SIGKILL): take it over, unless it changed meanwhile.
    if (readOwner(path)?.nonce === owner?.nonce) unlinkSync(path)
  }
  throw new DbLockedError(dataDir, null, `Could not lock ${dataDir}: it keeps changing owner.`)
}

/** Rewrites the lock with where this process accepts operator commands (atomic rename). */
export function advertiseOperator(operator: { port: number; secret: string }): string[] {
  const dirs: string[] = []
  for (const [dataDir, mine] of held) {
    const path = lockPath(dataDir)
    if (readOwner(path)?.nonce !== mine.nonce) continue
    mine.operator = operator
    renameSync(writeTemp(path, mine), path)
    dirs.push(dataDir)
  }
  return dirs
}

export function releaseDbLock(dataDir: string) {
  const mine = held.get(dataDir)
  if (!mine) return
  held.delete(dataDir)
  try {
    if (readOwner(lockPath(dataDir))?.nonce === mine.nonce) unlinkSync(lockPath(dataDir))
  } catch {
    // Already gone (directory deleted): nothing left to release.
  }
}

// A normal exit (process.exit, end of script) releases; a crash leaves a stale lock that the
// next opener takes over because its pid is dead.
process.on('exit', () => {
  for (const dataDir of [...held.keys()]) releaseDbLock(dataDir)
})
