/**
 * npm run db:import -- listings.json [more.json …] [--realtors realtors.json]
 * Each file is a list of listings or { "listings": [...], "realtors": [...] }. Every record is
 * validated first; one bad record (reported with its position and field) means nothing is written.
 * While `npm start` owns the embedded database, the import runs inside it (operator-client.ts).
 * Gallery images and realtor photos given as paths beside the file or https URLs are run through
 * the image pipeline first and replaced by their /media/photos/ URL (decision 041); with
 * HAVEN_MEDIA_STORE=netlify-blobs their files go to the deployed site's Blobs store.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { ImageRejected } from '~/server/media/image-pipeline'
import { importPhotos } from '~/server/media/import-photos'
import { scriptMediaStore } from '~/server/media/script-media-store'
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

/** Local or https photos in the file go through the image pipeline first (decision 041). */
const media = scriptMediaStore()

async function withPhotos(file: string, raw: unknown): Promise<unknown> {
  try {
    const { value, processed } = await importPhotos(raw, dirname(resolve(file)), { store: media.store })
    if (processed) console.log(`${file}: ${processed} photos through the image pipeline into ${media.where}`)
    return value
  } catch (err) {
    if (!(err instanceof ImageRejected) && (err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    console.error(`${file}: ${(err as Error).message}`)
    process.exit(1)
  }
}

const files = [
  ...(await Promise.all(
    (values.realtors ?? []).map((f) => {
      const raw = readJson(f)
      return withPhotos(f, Array.isArray(raw) ? { realtors: raw } : raw)
    }),
  )),
  ...(await Promise.all(positionals.map((f) => withPhotos(f, readJson(f))))),
]
process.exitCode = await runOperatorCommand('import', { files })
