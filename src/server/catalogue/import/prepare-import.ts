import type { PhotoNetwork } from '~/server/media/fetch-photo'
import { importPhotos, mapImportPhotos, type RecordStart } from '~/server/media/import-photos'
import type { MediaStore } from '~/server/media/media-store'
import { ImportError } from './import-catalogue'
import { splitImportFile, splitImportFiles, validateImport } from './validate-import'

/** Stands in for a photo not yet through the pipeline, so its record validates as it will be. */
const PHOTO_STAND_IN = async () => '/media/photos/pending.jpg'

/**
 * db:import before the database (scripts only: it loads the image pipeline, sharp). Every record
 * of every file is validated first, nothing fetched or read for a file with a bad record; then
 * the photos go through the pipeline (decision 041). Refusals are an ImportError listing one
 * problem per record; otherwise the files as importCatalogue takes them.
 */
export async function prepareImport(
  files: { raw: unknown; baseDir: string }[],
  options: { store?: MediaStore; network?: PhotoNetwork } = {},
): Promise<{ files: unknown[]; processed: number }> {
  const standIns = await Promise.all(files.map((f) => mapImportPhotos(f.raw, PHOTO_STAND_IN)))
  const split = splitImportFiles(standIns.map((s) => s.value))
  // The stored realtors are checked when written (importCatalogue), in the same transaction.
  const problems = [...split.problems, ...validateImport(split, null).problems]
  if (problems.length) throw new ImportError(problems)
  const out: unknown[] = []
  let processed = 0
  const start: RecordStart = { listings: 0, realtors: 0 }
  for (const { raw, baseDir } of files) {
    const photos = await importPhotos(raw, baseDir, { ...options, start: { ...start } })
    out.push(photos.value)
    problems.push(...photos.problems)
    processed += photos.processed
    const part = splitImportFile(raw)
    start.listings += part.listings.length
    start.realtors += part.realtors.length
  }
  if (problems.length) throw new ImportError(problems)
  return { files: out, processed }
}
