import { build } from 'esbuild'
import { Worker } from 'node:worker_threads'
import { FUNCTION_EXTERNALS } from '../build-lib/function-bundle'

/**
 * Writes one netlify/functions entry as Netlify's bundler makes it: one ESM file, the native
 * modules left outside. The file must sit inside the repository, so they resolve from node_modules.
 */
export async function bundleFunctionFile(entry: string, outfile: string): Promise<string> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    external: FUNCTION_EXTERNALS,
    logLevel: 'silent',
  })
  return outfile
}

export interface InstanceRequest {
  url: string
  method?: string
  headers?: Record<string, string>
  body?: string
}

export interface InstanceAnswer {
  status: number
  body: string
  retryAfter: string | null
  /** From handing the request over to the answer, cold start included. */
  ms: number
  /** Settles when the instance's thread has ended: when nothing it opened (its pool) holds it. */
  exited: Promise<void>
  /** Ends the thread now (what a platform does to an instance it reclaims). */
  terminate(): Promise<void>
}

// A CommonJS script (eval workers are); import() loads the ESM bundle as a new module instance.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
;(async () => {
  try {
    const fn = await import(workerData.bundle)
    const { url, method, headers, body } = workerData.request
    const res = await fn.default(new Request(url, { method, headers, body }), {})
    parentPort.postMessage({ status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') })
  } catch (err) {
    parentPort.postMessage({ status: 0, body: String((err && err.stack) || err), retryAfter: null })
  }
})()
`

/**
 * One call in a fresh function instance, the way `netlify dev` runs a function: a new worker
 * thread imports the bundle (a new module instance, so a new database pool) and answers once; the
 * thread is not ended for it, so it lives on as long as its open handles do.
 */
export function callInFreshInstance(bundle: string, request: InstanceRequest, env: NodeJS.ProcessEnv): Promise<InstanceAnswer> {
  const started = performance.now()
  const worker = new Worker(WORKER, { eval: true, env, workerData: { bundle, request } })
  const exited = new Promise<void>((done) => worker.once('exit', () => done()))
  return new Promise((resolve, reject) => {
    worker.once('error', reject)
    worker.once('message', (m: { status: number; body: string; retryAfter: string | null }) =>
      resolve({ ...m, ms: performance.now() - started, exited, terminate: async () => void (await worker.terminate()) }),
    )
  })
}
