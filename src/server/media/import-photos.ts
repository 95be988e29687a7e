import { readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { ImageRejected, MAX_BYTES, processImage } from './image-pipeline'
import { folderStore, type MediaStore } from './media-store'

/** An image in an import file the pipeline takes: a file beside the import file, or an https URL. */
const isLocal = (s: string) => !s.startsWith('/') && !/^[a-z]+:/i.test(s)
const isPhotoSource = (s: string) => isLocal(s) || s.startsWith('https://')

async function download(url: string, fetcher: typeof fetch): Promise<Buffer> {
  const res = await fetcher(url, { redirect: 'follow' })
  if (!res.ok || !res.body) throw new ImageRejected(`${url}: the server answered ${res.status}`)
  if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) throw new ImageRejected(`${url}: over the 25 MB limit`)
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length
    if (size > MAX_BYTES) throw new ImageRejected(`${url}: over the 25 MB limit`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * db:import's photo step (decision 041): every gallery image and realtor photo given as a local
 * path (relative to the import file) or an https URL goes through the pipeline, and the record
 * gets the photo's URL. Site paths (/…) stay as they are. The first image refused stops the import.
 */
export async function importPhotos(
  raw: unknown,
  baseDir: string,
  { store = folderStore(), fetcher = fetch }: { store?: MediaStore; fetcher?: typeof fetch } = {},
): Promise<{ value: unknown; processed: number }> {
  const done = new Map<string, Promise<string>>()
  const photo = (src: string) => {
    let url = done.get(src)
    if (!url) {
      const bytes = isLocal(src) ? Promise.resolve().then(() => readFileSync(resolve(baseDir, src))) : download(src, fetcher)
      url = bytes.then((b) => processImage(b, isLocal(src) ? basename(src) : src, store)).then((p) => p.url)
      done.set(src, url)
    }
    return url
  }
  const mapList = async (list: unknown, f: (x: unknown) => Promise<unknown>) => {
    if (!Array.isArray(list)) return list
    const out = []
    for (const x of list) out.push(await f(x)) // one photo at a time: sharp uses every core already
    return out
  }
  const convert = async (s: unknown) => (typeof s === 'string' && isPhotoSource(s) ? photo(s) : s)
  const listing = async (l: unknown) => {
    if (!l || typeof l !== 'object' || !('gallery' in l) || !l.gallery || typeof l.gallery !== 'object') return l
    const gallery: Record<string, unknown> = {}
    for (const [key, list] of Object.entries(l.gallery)) gallery[key] = await mapList(list, convert)
    return { ...l, gallery }
  }
  const realtor = async (r: unknown) =>
    r && typeof r === 'object' && 'image_url' in r ? { ...r, image_url: await convert(r.image_url) } : r
  let value: unknown = raw
  if (Array.isArray(raw)) value = await mapList(raw, listing)
  else if (raw && typeof raw === 'object') {
    const { listings, realtors } = raw as Record<string, unknown>
    value = { ...raw, ...(listings !== undefined && { listings: await mapList(listings, listing) }), ...(realtors !== undefined && { realtors: await mapList(realtors, realtor) }) }
  }
  return { value, processed: done.size }
}
