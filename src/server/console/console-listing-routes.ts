import { Hono } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { HttpError, ok } from '~/server/http/envelope'
import { parseBody } from '~/server/http/parse-body'
import { parseQuery } from '~/server/http/parse-query'
import { pathId } from '~/server/http/path-id'
import { readPhotoBody } from '~/server/http/read-photo-body'
import { mediaStoreInUse, uploadPipeline } from '~/server/media/upload-pipeline'
import { GalleryOrderSchema, ListingEditorSchema, PhotoDeleteSchema, PhotoUploadQuerySchema, PublishSchema } from '~/shared/schemas/listing-editor'
import { editorListing, storedRecord } from './listings/editor-record'
import { createListing, setPublished, updateListing } from './listings/listing-editor'
import { deletePhoto, orderPhotos, uploadPhoto } from './listings/listing-photos'
import { locationPath, NEIGHBOURHOODS } from '~/server/catalogue/locations/nigeria-locations'
import { requireStaff, staffContext } from './require-staff'

/**
 * Creating and editing listings, their photos, publishing (decision 048), all behind listings.edit.
 * The catalogue is shared (decision 010): the audit row carries the staff member's tenant.
 */
export function consoleListingRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  const edit = requireStaff(getDb, 'listings.edit')

  // The form's neighbourhood choices, labelled as a buyer reads them.
  r.get('/neighbourhoods', edit, () =>
    ok(NEIGHBOURHOODS.map(([id]) => locationPath(id)!).map((p) => ({ id: p.neighbourhood_id, label: `${p.neighbourhood_label}, ${p.area_label}, ${p.state}` }))),
  )
  r.get('/listings/:id/editor', edit, async (c) => ok(editorListing(await storedRecord(await getDb(), pathId(c, 'id')))))
  r.post('/listings', edit, async (c) => {
    const values = parseBody(c, ListingEditorSchema)
    const { after } = await createListing(await getDb(), staffContext(c), values)
    return ok(after, { message: 'Draft saved: add photos, then publish' }, 201)
  })
  r.put('/listings/:id', edit, async (c) => {
    const values = parseBody(c, ListingEditorSchema)
    return ok((await updateListing(await getDb(), staffContext(c), pathId(c, 'id'), values)).after, { message: 'Listing saved' })
  })
  r.post('/listings/:id/publish', edit, async (c) => {
    const { published } = parseBody(c, PublishSchema)
    await setPublished(await getDb(), staffContext(c), pathId(c, 'id'), published)
    return ok({ published }, { message: published ? 'Published: buyers can find it now' : 'Unpublished: buyers no longer see it' })
  })
  r.post('/listings/:id/photos', edit, async (c) => {
    const id = pathId(c, 'id')
    const { category, name } = parseQuery(PhotoUploadQuerySchema, c.req.url)
    const pipeline = uploadPipeline()
    if (!pipeline) throw new HttpError(503, 'Photo upload is not available on this server: import photos with db:import', { field: 'file' })
    const bytes = await readPhotoBody(c.req.raw, name)
    return ok(await uploadPhoto(await getDb(), staffContext(c), pipeline, id, category, name, bytes), { message: `${name} added` }, 201)
  })
  r.put('/listings/:id/photos', edit, async (c) => {
    const { gallery } = parseBody(c, GalleryOrderSchema)
    return ok(await orderPhotos(await getDb(), staffContext(c), pathId(c, 'id'), gallery), { message: 'Photo order saved' })
  })
  r.delete('/listings/:id/photos', edit, async (c) => {
    const { url } = parseBody(c, PhotoDeleteSchema)
    return ok(await deletePhoto(await getDb(), staffContext(c), mediaStoreInUse(), pathId(c, 'id'), url), { message: 'Photo deleted' })
  })
  return r
}
