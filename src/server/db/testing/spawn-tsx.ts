import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'

export const REPO_ROOT = resolve(import.meta.dirname, '../../../..')

export interface Spawned {
  child: ChildProcess
  stdout: () => string
  stderr: () => string
  /** Resolves when a stdout line contains text; rejects if the process ends first. */
  waitFor(text: string): Promise<void>
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Runs a TypeScript file with node --import tsx (so child.pid is the program's own pid). */
export function spawnTsx(file: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(REPO_ROOT, file), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  const waiters: { text: string; done: () => void }[] = []
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString()
    for (const w of waiters.filter((w) => out.includes(w.text))) {
      waiters.splice(waiters.indexOf(w), 1)
      w.done()
    }
  })
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('close', (code, signal) => done({ code, signal })),
  )
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor(text) {
      if (out.includes(text)) return Promise.resolve()
      return new Promise((done, fail) => {
        waiters.push({ text, done })
        void exited.then(({ code, signal }) =>
          fail(new Error(`${file} ended (${code ?? signal}) before '${text}':\n${out}\n${err}`)),
        )
      })
    },
  }
}

/** Ends a spawned program at once (SIGKILL) and removes the directories it used. */
export async function killAndClean(spawned: Spawned, ...dirs: string[]) {
  spawned.child.kill('SIGKILL')
  await spawned.exited
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
}
