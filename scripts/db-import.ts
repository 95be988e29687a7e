/**
 * npm run db:import -- listings.json [more.json …] [--realtors realtors.json]
 * Each file is a list of listings or { "listings": [...], "realtors": [...] }. Every record is
 * validated first; one bad record (reported with its position and field) means nothing is written.
 * While `npm start` owns the embedded database, the import runs inside it (operator-client.ts).
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { runOperatorCommand } from './serve-lib/operator-client'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { realtors: { type: 'string', multiple: true } },
})
if (!positionals.length && !values.realtors?.length) {
  console.error('Usage: npm run db:import -- listings.json [--realtors realtors.json]')
  process.exit(1)
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    console.error(`${file}: ${(err as Error).message}`)
    process.exit(1)
  }
}

const files = [
  ...(values.realtors ?? []).map((f) => {
    const raw = readJson(f)
    return Array.isArray(raw) ? { realtors: raw } : raw
  }),
  ...positionals.map(readJson),
]
process.exitCode = await runOperatorCommand('import', { files })
