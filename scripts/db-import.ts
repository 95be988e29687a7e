/**
 * npm run db:import -- listings.json [more.json …] [--realtors realtors.json]
 * Each file is a list of listings or { "listings": [...], "realtors": [...] }. Every record is
 * validated first; one bad record (reported with its position and field) means nothing is written.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { importCatalogue, ImportError } from '~/server/catalogue/import/import-catalogue'
import { createDb, databaseUrl } from '~/server/db/get-db'

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
const db = await createDb(databaseUrl())
try {
  const { listings, realtors } = await importCatalogue(db, files)
  console.log(`Imported ${listings} listings and ${realtors} realtors`)
} catch (err) {
  if (!(err instanceof ImportError)) throw err
  console.error(err.message)
  process.exitCode = 1
} finally {
  await db.close()
}
