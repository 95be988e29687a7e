/**
 * `npm run bench:auth-flood` (issue 20): a buyer's sign-in while strangers flood the server.
 * Starts the server as `npm start` does (its own port and data), measures BENCH_RUNS sign-ins at
 * rest, then the same while BENCH_FLOOD (300) unauthenticated sign-up and password-reset requests
 * are kept in flight from as many loopback addresses (127.0.1.x, 127.0.2.x: Linux answers the
 * whole 127/8 on lo), so per-address limits alone cannot absorb them. Prints the medians, their
 * ratio (goal ≤ 3), and what the flood was answered.
 *   BENCH_ROOT=<another checkout> measures that checkout's server instead (e.g. the code before).
 *   BENCH_BASELINE=1 floods with the cheapest call instead: what any burst costs one Node process.
 */
import { request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { median, startServer } from './bench-lib/spawn-server'

const ROOT = resolve(process.env.BENCH_ROOT ?? resolve(import.meta.dirname, '..'))
const PORT = Number(process.env.BENCH_PORT ?? 8905)
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const FLOOD = Number(process.env.BENCH_FLOOD ?? 300)
/** BENCH_BASELINE=1: the same flood of the cheapest call there is (GET /auth/providers): the floor of one process. */
const BASELINE = process.env.BENCH_BASELINE === '1'
const dataDir = mkdtempSync(join(tmpdir(), 'haven-auth-flood-'))
process.env.HAVEN_SKIP_BUILD = '1'

function post(path: string, body: unknown, localAddress?: string, method = 'POST') {
  const data = body === undefined ? '' : JSON.stringify(body)
  return new Promise<{ status: number; ms: number }>((done) => {
    const started = performance.now()
    const req = request(
      { host: '127.0.0.1', port: PORT, path: `/api/v1${path}`, method, localAddress, headers: { host: `localhost:${PORT}`, 'x-tenant-id': 'haven.ng', 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
      (res) => {
        res.resume()
        res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started }))
      },
    )
    req.on('error', () => done({ status: 0, ms: performance.now() - started }))
    req.end(data)
  })
}

const account = { first_name: 'Ada', last_name: 'Okafor', email: 'bench-flood@example.com', phone: '08031234567', password: 'correct horse battery' }
const signIn = () => post('/auth/user-login', { email: account.email, password: account.password })

async function signIns(): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const r = await signIn()
    if (r.status !== 200) throw new Error(`sign-in answered ${r.status}`)
    times.push(r.ms)
  }
  return times
}

const server = await startServer(ROOT, PORT, dataDir)
try {
  if ((await post('/auth/user-signup', account)).status !== 201) throw new Error('sign-up failed')
  await signIns() // warm: argon2, the database, the known address
  const idle = await signIns()

  const answered: Record<number, number> = {}
  let sent = 0
  let nextAddress = 0
  /** One stranger's request from an address never seen before: half sign-ups, half resets. */
  const stranger = async () => {
    const i = nextAddress++
    const from = `127.${1 + Math.floor(i / 62500)}.${1 + (Math.floor(i / 250) % 250)}.${1 + (i % 250)}`
    const n = sent++
    const r = BASELINE
      ? await post('/auth/providers', undefined, from, 'GET')
      : n % 2
        ? await post('/auth/user-signup', { ...account, email: `flood${n}@example.com` }, from)
        : await post('/auth/user-reset-password', { email: `victim${n % 50}@example.com`, new_password: 'attacker1', reset_token: 'A'.repeat(43) }, from, 'PATCH')
    answered[r.status] = (answered[r.status] ?? 0) + 1
  }

  // Burst, as the issue measured it: 300 at once, a sign-in 50 ms later; again for each run.
  const burst: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const flood = Array.from({ length: FLOOD }, stranger)
    await new Promise((r) => setTimeout(r, 50))
    const r = await signIn()
    if (r.status !== 200) throw new Error(`sign-in answered ${r.status}`)
    burst.push(r.ms)
    await Promise.all(flood)
  }
  const burstAnswers = { ...answered }

  // Sustained: 300 kept in flight, every request from a fresh address, while the sign-ins run.
  let stop = false
  const keepUp = async () => {
    while (!stop) await stranger()
  }
  const sustainedFrom = sent
  const flood = Array.from({ length: FLOOD }, keepUp)
  await new Promise((r) => setTimeout(r, 1000))
  const sustained = await signIns()
  stop = true
  await Promise.all(flood)

  const rest = median(idle)
  const line = (label: string, xs: number[]) =>
    `${label}: median ${median(xs).toFixed(1)} ms (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)}), ${(median(xs) / rest).toFixed(2)}× rest`
  console.log(`sign-in at rest: median ${rest.toFixed(1)} ms over ${RUNS} (min ${Math.min(...idle).toFixed(1)}, max ${Math.max(...idle).toFixed(1)})`)
  console.log(line(`sign-in 50 ms into a burst of ${FLOOD} unauthenticated sign-up/reset requests (${RUNS} bursts)`, burst))
  console.log(`  the bursts were answered ${JSON.stringify(burstAnswers)}`)
  console.log(line(`sign-in while ${FLOOD} such requests are kept in flight (${sent - sustainedFrom} sent)`, sustained))
  console.log(`  all flood requests answered ${JSON.stringify(answered)} (goal: sign-in ≤ 3× rest)`)
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
