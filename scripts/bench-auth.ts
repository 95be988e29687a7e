/**
 * `npm run bench:auth`: the cost of signing in on this machine — median of BENCH_RUNS (20) sign-ins
 * through the API handler (argon2id verification included) on an in-memory database — with the
 * memory each hash takes and the size of the access token.
 */
import { createApiApp } from '~/server/api/create-api-app'
import { ARGON2 } from '~/server/auth/passwords'
import { createDb } from '~/server/db/get-db'
import { median } from './bench-lib/spawn-server'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const db = await createDb('memory://')
const app = createApiApp({ getDb: async () => db })
const post = (path: string, body: unknown) =>
  app.fetch(
    new Request(`http://localhost/api/v1${path}`, {
      method: 'POST',
      headers: { 'x-tenant-id': 'haven.ng', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
const account = {
  first_name: 'Ada',
  last_name: 'Okafor',
  email: 'bench@example.com',
  phone: '08031234567',
  password: 'correct horse battery',
}
await post('/auth/user-signup', account)
const times: number[] = []
let token = ''
for (let i = 0; i < RUNS; i++) {
  const started = performance.now()
  const res = await post('/auth/user-login', { email: account.email, password: account.password })
  times.push(performance.now() - started)
  token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken
}
await db.close()
console.log(
  `sign-in (argon2id m=${ARGON2.memoryCost} KiB, t=${ARGON2.timeCost}): median ${median(times).toFixed(1)} ms over ${RUNS} runs (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`,
)
console.log(
  `memory per hash: ${(ARGON2.memoryCost / 1024).toFixed(1)} MiB; access token: ${Buffer.byteLength(token)} bytes`,
)
