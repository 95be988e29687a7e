import { createDb } from '~/server/db/get-db'

/** Each load request's body: a valid contact-us form whose message carries the run's marker. */
const body = (marker: string, i: number) =>
  JSON.stringify({ first_name: 'Load', last_name: 'Test', phone: '08031234567', email: `load-${i}@example.com`, message: `${marker}-${i}` })

/**
 * Autocannon options for POST /api/contact-us: a fixed number of requests (so every one gets its
 * answer before the run ends), each with its own Idempotency-Key and a numbered message, and the
 * ids of the acknowledged (2xx) submissions collected from the answers.
 */
export function formLoad(amount: number) {
  const marker = `bench-load-${Date.now().toString(36)}`
  const acknowledged = new Set<number>()
  let sent = 0
  const options = {
    amount,
    method: 'POST',
    requests: [
      {
        setupRequest: (r: { headers?: Record<string, string> }) => {
          const i = ++sent
          return { ...r, method: 'POST', headers: { ...r.headers, 'content-type': 'application/json', 'idempotency-key': `${marker}-${i}` }, body: body(marker, i) }
        },
        onResponse: (status: number, text: string) => {
          if (status >= 200 && status < 300) acknowledged.add((JSON.parse(text) as { data: { id: number } }).data.id)
        },
      },
    ],
  }
  return { marker, acknowledged, options }
}

/**
 * After the server has stopped (it owns the embedded database): the run's stored rows against
 * the acknowledged answers. `missing` (acknowledged, not stored) must be 0; `unacknowledged`
 * rows are requests that failed on the client's side after the server stored them.
 */
export async function checkStored(databaseUrl: string, marker: string, acknowledged: ReadonlySet<number>) {
  const db = await createDb(databaseUrl)
  try {
    const rows = await db.query<{ id: number }>(
      `select id::int as id from form_submissions where form = 'contact-us' and payload->>'message' like $1`,
      [`${marker}-%`],
    )
    const stored = new Set(rows.map((r) => r.id))
    const missing = [...acknowledged].filter((id) => !stored.has(id)).length
    return { acknowledged: acknowledged.size, stored: stored.size, missing, unacknowledged: stored.size - (acknowledged.size - missing) }
  } finally {
    await db.close()
  }
}
