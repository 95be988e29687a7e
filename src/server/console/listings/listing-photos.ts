import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { DEMO_PHOTOS } from '~/server/media/demo-photos'
import type { MediaStore } from '~/server/media/media-store'
import type { UploadPipeline } from '~/server/media/upload-pipeline'
import { purgeListing } from '~/server/ops/listing-ops'
import { audit, type OpsContext } from '~/server/ops/ops-audit'
import { photoInfo } from '~/shared/media'
import type { GalleryCategory } from '~/shared/schemas/catalogue-enums'
import type { EditorListing } from '~/shared/schemas/listing-editor'
import { editorListing, storedRecord } from './editor-record'

type Gallery = EditorListing['gallery']

/** A category holds at most this many photos: a form that loops cannot fill the store. */
export const MAX_PHOTOS_PER_CATEGORY = 40

const DEMO_HASHES = new Set(Object.values(DEMO_PHOTOS).map((url) => hashOf(url)))

/** The content hash a pipeline photo's name starts with, or null for any other URL. */
export function hashOf(url: string): string | null {
  const info = photoInfo(url)
  return info ? info.stem.slice(info.stem.lastIndexOf('/') + 1, info.stem.lastIndexOf('/') + 17) : null
}

async function writeGallery(tx: Db, ctx: OpsContext, id: number, action: string, before: Gallery, after: Gallery, note: Record<string, unknown>) {
  await tx.query('update listings set gallery = $2::text::jsonb where id = $1', [id, JSON.stringify(after)])
  return audit(tx, ctx, { action, tenant: null, target_kind: 'listing', target_id: id, before: { gallery: before }, after: { gallery: after, ...note } })
}

/**
 * One uploaded photo into a category: through the pipeline (content checked, metadata stripped,
 * variants written under its content hash), then added to the gallery; the same photo twice in a
 * category is there once.
 */
export async function uploadPhoto(db: Db, ctx: OpsContext, pipeline: UploadPipeline, id: number, category: GalleryCategory, name: string, bytes: Buffer) {
  await storedRecord(db, id)
  const photo = await pipeline.process(bytes, name)
  return purgeListing(id, await db.transaction(async (tx) => {
    const stored = await storedRecord(tx, id, true)
    const list = stored.gallery[category] ?? []
    if (!list.includes(photo.url) && list.length >= MAX_PHOTOS_PER_CATEGORY)
      throw new HttpError(409, `${name}: a category holds at most ${MAX_PHOTOS_PER_CATEGORY} photos`, { field: 'category' })
    const gallery = { ...stored.gallery, [category]: list.includes(photo.url) ? list : [...list, photo.url] }
    await writeGallery(tx, ctx, id, 'upload-photo', stored.gallery, gallery, { url: photo.url, category })
    return editorListing({ ...stored, gallery })
  }))
}

/** The listing's photos in a new order (or another category): the same photos, none added or lost. */
export async function orderPhotos(db: Db, ctx: OpsContext, id: number, next: Gallery) {
  return purgeListing(id, await db.transaction(async (tx) => {
    const stored = await storedRecord(tx, id, true)
    const all = (g: Gallery) => Object.values(g).flat().sort()
    if (JSON.stringify(all(stored.gallery)) !== JSON.stringify(all(next)))
      throw new HttpError(400, 'The new order must hold exactly the photos the listing has', { field: 'gallery' })
    const gallery = { ...next, property_images: next.property_images ?? [] }
    await writeGallery(tx, ctx, id, 'order-photos', stored.gallery, gallery, {})
    return editorListing({ ...stored, gallery })
  }))
}

/**
 * A photo out of the gallery; its files leave the store when nothing else shows it — no other
 * listing or realtor names its hash, and it is not one of the demo photos the deploy ships.
 */
export async function deletePhoto(db: Db, ctx: OpsContext, store: MediaStore | null, id: number, url: string) {
  const { listing, hash } = await db.transaction(async (tx) => {
    const stored = await storedRecord(tx, id, true)
    if (!Object.values(stored.gallery).some((list) => list?.includes(url))) throw new HttpError(404, 'That photo is not in this listing', { field: 'url' })
    const gallery = Object.fromEntries(Object.entries(stored.gallery).map(([k, list]) => [k, (list ?? []).filter((u) => u !== url)])) as Gallery
    if (stored.published && !gallery.property_images?.length)
      throw new HttpError(409, 'A published listing keeps at least one property image: add another first, or unpublish it', { field: 'url' })
    await writeGallery(tx, ctx, id, 'delete-photo', stored.gallery, gallery, { url })
    return { listing: editorListing({ ...stored, gallery }), hash: hashOf(url) }
  })
  return purgeListing(id, { ...listing, files_removed: await removeIfUnused(db, store, hash) })
}

/**
 * A pipeline photo's files out of the store (the folder, or Netlify Blobs on a deploy) once nothing
 * shows it: no listing or realtor names its hash, and it is not a demo photo the deploy ships.
 */
export async function removeIfUnused(db: Db, store: MediaStore | null, hash: string | null): Promise<number> {
  if (!store || !hash || DEMO_HASHES.has(hash)) return 0
  const [used] = await db.query(`select 1 from listings where strpos(gallery::text, $1) > 0 union all select 1 from realtors where strpos(image_url, $1) > 0 limit 1`, [`/${hash}-`])
  return used ? 0 : store.removePhoto(hash)
}
