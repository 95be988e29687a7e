import { basename } from 'node:path'
import { fetchPhoto, type PhotoNetwork } from './fetch-photo'
import { ImageRejected, processImage } from './image-pipeline'
import { folderStore, type MediaStore } from './media-store'
import { readLocalPhoto } from './read-local-photo'

/** An image in an import file the pipeline takes: a file beside the import file, or an https URL. */
const isLocal = (s: string) => !s.startsWith('/') && !/^[a-z]+:/i.test(s)
const isPhotoSource = (s: unknown): s is string =>
  typeof s === 'string' && s !== '' && (isLocal(s) || s.startsWith('https://'))

/** Where a file's records start among all the files of one import (problems name the position). */
export interface RecordStart {
  listings: number
  realtors: number
}

type Convert = (src: string) => Promise<string>

/** One record's photo sources, in order, each replaced by convert's answer; `label` names it. */
async function recordPhotos(
  record: unknown,
  kind: keyof RecordStart,
  label: string,
  convert: Convert,
): Promise<unknown> {
  if (!record || typeof record !== 'object') return record
  const field = async (src: string, path: string) => {
    try {
      return await convert(src)
    } catch (err) {
      throw err instanceof ImageRejected
        ? new ImageRejected(`${label}.${path}: ${err.message}`)
        : err
    }
  }
  if (kind === 'realtors')
    return 'image_url' in record && isPhotoSource(record.image_url)
      ? { ...record, image_url: await field(record.image_url, 'image_url') }
      : record
  if (!('gallery' in record) || !record.gallery || typeof record.gallery !== 'object') return record
  const gallery: Record<string, unknown> = {}
  for (const [key, list] of Object.entries(record.gallery)) {
    if (!Array.isArray(list)) gallery[key] = list
    else {
      const out: unknown[] = []
      // One photo at a time: sharp uses every core already.
      for (const [i, src] of list.entries())
        out.push(isPhotoSource(src) ? await field(src, `gallery.${key}[${i}]`) : src)
      gallery[key] = out
    }
  }
  return { ...record, gallery }
}

/**
 * Every gallery image and realtor photo of an import file (a list of listings or { listings,
 * realtors }) given as a local path or an https URL, replaced by convert's answer. A record stops
 * at its first refusal (ImageRejected) and stays as it was; its problem reads
 * `listings[3].gallery.property_images[1]: <source>: <why>`, positions counted from `start`.
 */
export async function mapImportPhotos(
  raw: unknown,
  convert: Convert,
  start: RecordStart = { listings: 0, realtors: 0 },
): Promise<{ value: unknown; problems: string[] }> {
  const problems: string[] = []
  const records = async (list: unknown, kind: keyof RecordStart) => {
    if (!Array.isArray(list)) return list
    const out: unknown[] = []
    for (const [i, record] of list.entries()) {
      try {
        out.push(await recordPhotos(record, kind, `${kind}[${start[kind] + i}]`, convert))
      } catch (err) {
        if (!(err instanceof ImageRejected)) throw err
        problems.push(err.message)
        out.push(record)
      }
    }
    return out
  }
  if (Array.isArray(raw)) return { value: await records(raw, 'listings'), problems }
  if (!raw || typeof raw !== 'object') return { value: raw, problems }
  const { listings, realtors } = raw as Record<string, unknown>
  const value = {
    ...raw,
    ...(listings !== undefined && { listings: await records(listings, 'listings') }),
    ...(realtors !== undefined && { realtors: await records(realtors, 'realtors') }),
  }
  return { value, problems }
}

/**
 * db:import's photo step (decision 041), after the records were validated: every photo source
 * goes through the pipeline — a path only from inside the import file's folder
 * (readLocalPhoto), a URL only from the public internet (fetchPhoto) — and the record gets the
 * photo's URL. Site paths (/…) stay as they are. One problem per record refused.
 */
export async function importPhotos(
  raw: unknown,
  baseDir: string,
  {
    store = folderStore(),
    network,
    start,
  }: { store?: MediaStore; network?: PhotoNetwork; start?: RecordStart } = {},
): Promise<{ value: unknown; processed: number; problems: string[] }> {
  const done = new Map<string, Promise<string>>()
  let processed = 0
  const photo = (src: string) => {
    let url = done.get(src)
    if (!url) {
      const local = isLocal(src)
      url = (
        local
          ? Promise.resolve().then(() => readLocalPhoto(baseDir, src))
          : fetchPhoto(src, network)
      )
        .then((bytes) => processImage(bytes, local ? basename(src) : src, store))
        .then((p) => {
          processed++
          return p.url
        })
      done.set(src, url)
    }
    return url
  }
  const { value, problems } = await mapImportPhotos(raw, photo, start)
  return { value, processed, problems }
}
