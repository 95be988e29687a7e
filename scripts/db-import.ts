/**
 * npm run db:import -- listings.json [more.json …] [--realtors realtors.json]
 * Each file is a list of listings or { "listings": [...], "realtors": [...] }. Every record is
 * validated first; one bad record (reported with its position and field) means nothing is written.
 * While `npm start` owns the embedded database, the import runs inside it (operator-client.ts).
 * Gallery images and realtor photos given as paths inside the file's folder or https URLs on the
 * public internet are run through the image pipeline next, and replaced by their /media/photos/
 * URL (decision 041); with HAVEN_MEDIA_STORE=netlify-blobs their files go to the deployed site's
 * Blobs store.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ImportError } from '~/server/catalogue/import/import-catalogue'
import { prepareImport } from '~/server/catalogue/import/prepare-import'
import { scriptMediaStore } from '~/server/media/script-media-store'
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

const read = (file: string, raw: unknown) => ({ raw, baseDir: dirname(resolve(file)) })
const inputs = [
  ...(values.realtors ?? []).map((f) => {
    const raw = readJson(f)
    return read(f, Array.isArray(raw) ? { realtors: raw } : raw)
  }),
  ...positionals.map((f) => read(f, readJson(f))),
]

/** Local or https photos in the files go through the image pipeline first (decision 041). */
const media = scriptMediaStore()
try {
  const { files, processed } = await prepareImport(inputs, { store: media.store })
  if (processed) console.log(`${processed} photos through the image pipeline into ${media.where}`)
  process.exitCode = await runOperatorCommand('import', { files })
} catch (err) {
  if (!(err instanceof ImportError)) throw err
  console.error(err.message)
  process.exitCode = 1
}
