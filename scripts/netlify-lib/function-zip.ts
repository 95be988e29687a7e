import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { extractZip } from './unzip'

/**
 * A function zip Netlify made, unpacked into a fresh temporary directory as Lambda would. entry is
 * the module Netlify's bootstrap loads (named in ___netlify-entry-point.mjs).
 */
export function unpackFunction(zip: string): { dir: string; entry: string } {
  const dir = mkdtempSync(join(tmpdir(), 'haven-function-'))
  extractZip(zip, dir)
  const bootstrap = readFileSync(join(dir, '___netlify-entry-point.mjs'), 'utf8')
  const module = /getLambdaHandler\('([^']+)'\)/.exec(bootstrap)?.[1]
  if (!module) throw new Error(`${zip}: no function module named in ___netlify-entry-point.mjs`)
  return { dir, entry: join(dir, module) }
}

export interface FunctionTiming {
  /** Node's own start, before the bundle is imported. */
  bootMs: number
  importMs: number
  /** From the process's start to the first answer read in full: the cold start. */
  firstAnswerMs: number
  /** CPU time (user + system) the process had used at the first answer: the cold start's work, whatever the machine's load. */
  firstAnswerCpuMs: number
  status: number
  headers: Record<string, string>
  body: string
  warmMs: number[]
}

export interface TimedRequest {
  url: string
  method?: string
  headers?: Record<string, string>
  body?: string
}

/** Imports an unpacked function in a fresh `node` process (cwd: the unpacked zip, as on Lambda) and answers requests[0], then `warm` more. */
export function timeFunction(unpacked: { dir: string; entry: string }, requests: TimedRequest[], options: { warm?: number; env?: NodeJS.ProcessEnv } = {}): FunctionTiming {
  const run = spawnSync(process.execPath, [fileURLToPath(new URL('./time-function.mjs', import.meta.url)), unpacked.entry, JSON.stringify({ requests, warm: options.warm ?? 0 })], {
    cwd: unpacked.dir,
    env: options.env ?? process.env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.status !== 0) throw new Error(`${unpacked.entry} did not answer:\n${run.stderr}`)
  return JSON.parse(run.stdout) as FunctionTiming
}
