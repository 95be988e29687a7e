import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { authSecret } from '~/server/auth/secret'
import { acquireDbLock, releaseDbLock } from '~/server/db/db-lock'
import { createPgliteDb } from '~/server/db/pglite-db'
import { createMailer } from '~/server/email/mailer'
import { folderStore } from '~/server/media/media-store'
import { folderStaging } from '~/server/uploads/upload-staging'

/**
 * Issue 33, invariant 6: every file Haven writes is its user's alone — folders 0700, files 0600.
 * The writers are found in the code: every module `npm start` and the functions load (followed
 * from scripts/serve.ts and netlify/functions/*, import by import) that makes a file or a folder
 * must do it through src/server/platform/private-files.ts; every module that calls that helper is
 * run below into a folder of its own, and everything it left there is checked — under umask 0, so
 * a mode left to the default would show as 0777/0666.
 */

const ROOT = resolve(import.meta.dirname, '../../..')
const HELPER = 'src/server/platform/private-files.ts'

/** What makes a file or a folder in node:fs (renaming, linking and deleting make nothing new). */
const CREATES =
  /\b(writeFile|appendFile|mkdir|mkdtemp|copyFile|cp|createWriteStream|open|symlink)(Sync)?\b/

/** Writers that are not Haven's data, each with why. */
const NOT_DATA: Record<string, string> = {
  'src/server/media/process-demo-photos.ts':
    'writes committed repository files (the demo manifest, the credits page) for `npm run media:photos`, never the server',
}

/** A module's own file from an import specifier, or null (a package). */
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('~/')
    ? join(ROOT, 'src', spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return null
}

/** Every module reached from the entries, by static and dynamic imports. */
function loadedModules(entries: string[]): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(
      /(?:from\s+|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?)['"]([^'"]+)['"]/g,
    )) {
      const target = resolveImport(file, m[1]!)
      if (target) visit(target)
    }
  }
  entries.forEach(visit)
  return [...seen].map((f) => relative(ROOT, f)).sort()
}

/** The fs functions a module imports that make files or folders. */
function creators(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
  const names: string[] = []
  for (const m of text.matchAll(
    /import\s+(?:\*\s+as\s+(\w+)|(\w+)|\{([^}]*)\})\s+from\s+['"](?:node:)?fs(?:\/promises)?['"]/g,
  )) {
    const namespace = m[1] ?? m[2]
    if (namespace)
      names.push(
        ...[...text.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))]
          .map((x) => x[1]!)
          .filter((n) => CREATES.test(n)),
      )
    else
      names.push(
        ...m[3]!
          .split(',')
          .map((n) => n.trim().split(/\s+as\s+/)[0]!)
          .filter((n) => n && CREATES.test(n)),
      )
  }
  return names
}

const functions = readdirSync(join(ROOT, 'netlify/functions')).filter(
  (f) => /\.m?ts$/.test(f) && !f.includes('.test.'),
)
const modules = loadedModules([
  join(ROOT, 'scripts/serve.ts'),
  ...functions.map((f) => join(ROOT, 'netlify/functions', f)),
])
const writers = modules.filter((f) => creators(f).length > 0)
/** The modules that make files or folders through the helper (tightenTree only closes what exists). */
const helperCallers = modules.filter((f) =>
  /import\s*\{[^}]*\b(privateDir|writePrivateFile\w*)\b[^}]*\}\s*from\s+['"]~\/server\/platform\/private-files['"]/.test(
    readFileSync(join(ROOT, f), 'utf8'),
  ),
)

let base = ''
let umask = 0o022
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8)
/** Everything under `dir` with a mode other than 0700 (folders) or 0600 (files). */
function notPrivate(dir: string): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    if (mode(d) !== '700') out.push(`${relative(base, d)}/ ${mode(d)}`)
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name)
      if (e.isDirectory()) walk(p)
      else if (mode(p) !== '600') out.push(`${relative(base, p)} ${mode(p)}`)
    }
  }
  walk(dir)
  return out
}

/** Each module that writes through the helper, run into `dir` (which it must make itself). */
const RUN: Record<string, (dir: string) => Promise<unknown>> = {
  'src/server/uploads/upload-staging.ts': (dir) =>
    folderStaging(dir).putPart('haven.ng', 'a'.repeat(32), 0, new Uint8Array([37, 80, 68, 70])),
  'src/server/media/media-store.ts': (dir) =>
    folderStore(join(dir, 'photos')).put(
      '0123456789abcdef-10x10-808080.jpg',
      Buffer.from([0xff, 0xd8, 0xff]),
    ),
  'src/server/email/mailer.ts': async (dir) => {
    vi.stubEnv('HAVEN_OUTBOX_DIR', dir)
    await createMailer('').send({
      to: 'ada@example.com',
      from: 'Haven <hello@haven.ng>',
      subject: 'Your code',
      text: '123456',
    })
    vi.unstubAllEnvs()
  },
  'src/server/auth/secret.ts': async (dir) => authSecret({ HAVEN_DATA_DIR: dir }),
  'src/server/db/db-lock.ts': async (dir) => {
    acquireDbLock(dir)
    releaseDbLock(dir)
    // The lock itself is gone once released: write it again and leave it, to see its mode.
    acquireDbLock(dir)
  },
  'src/server/db/pglite-db.ts': async (dir) => {
    const db = await createPgliteDb(dir)
    await db.exec('create table written (a int); insert into written values (1)')
    await db.close()
  },
}

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'haven-private-files-'))
  // Forked test processes may change it (vitest's default pool); nothing else runs in this one.
  umask = process.umask(0)
})
afterAll(() => {
  process.umask(umask)
  releaseDbLock(join(base, 'src-server-db-db-lock.ts'))
})

describe('every file Haven writes is private to its user (0700/0600)', () => {
  it('finds the modules the server and the functions load, and the writers among them', () => {
    expect(modules.length).toBeGreaterThan(200)
    expect(modules).toContain(HELPER)
    const stray = writers.filter((f) => f !== HELPER && !NOT_DATA[f])
    expect(
      stray,
      `these write to disk without ${HELPER}: ${stray.map((f) => `${f} (${creators(f).join(', ')})`).join('; ')}`,
    ).toEqual([])
  })

  it(
    'runs every module that writes through the helper, and each leaves only 0700 folders and 0600 files',
    { timeout: 60_000 },
    async () => {
      expect(
        Object.keys(RUN).sort(),
        'a module writes through the helper without a run here (or a run is left over)',
      ).toEqual(helperCallers.sort())
      const found: Record<string, string[]> = {}
      for (const [module, run] of Object.entries(RUN)) {
        const dir = join(base, module.replace(/[/.]/g, '-'))
        await run(dir)
        expect(
          readdirSync(dir, { recursive: true }).length,
          `${module} wrote nothing`,
        ).toBeGreaterThan(0)
        found[module] = notPrivate(dir)
      }
      expect(found).toEqual(Object.fromEntries(Object.keys(RUN).map((m) => [m, []])))
    },
  )
})
