import * as v from 'valibot'
import { GALLERY_CATEGORIES } from './catalogue-enums'
import { ListingFieldsSchema, listingCoreRules } from './catalogue-records'

/**
 * The console's listing form (issue 24, decision 048): db:import's own fields and rules
 * (ListingFieldsSchema, listingCoreRules), without what the server keeps — the slug and property
 * id it gives a new listing, the counters, the dates, availability (the quick actions), checks
 * (the verifier's), the gallery (the photo routes) and the merchandising flags.
 */
export const SERVER_OWNED = [
  'slug',
  'property_id',
  'views',
  'saves',
  'created_at',
  'published_at',
  'is_sold',
  'availability',
  'confirmed_available_at',
  'verification',
  'gallery',
  'is_new_listing',
  'is_popular',
  'is_price_cut',
  'is_scheduled_submit_offer',
  'image_quality_passed',
] as const

const EditorFields = v.omit(ListingFieldsSchema, SERVER_OWNED)
export const ListingEditorSchema = v.pipe(EditorFields, listingCoreRules<v.InferOutput<typeof EditorFields>>())
export type ListingEditorInput = v.InferInput<typeof ListingEditorSchema>
export type ListingEditorValues = v.InferOutput<typeof ListingEditorSchema>

/** A gallery category, as the upload names it (000 §3). */
export const GalleryCategorySchema = v.picklist(GALLERY_CATEGORIES, `category must be one of ${GALLERY_CATEGORIES.join(', ')}`)

/** A new order of the photos already in a listing's gallery (moving one to another category included). */
export const GalleryOrderSchema = v.object({
  gallery: v.record(GalleryCategorySchema, v.array(v.pipe(v.string('image URL must be text'), v.maxLength(300)), 'each category must be a list')),
})

/** Deleting one photo of a listing's gallery. */
export const PhotoDeleteSchema = v.object({ url: v.pipe(v.string('url must be text'), v.nonEmpty('url is required'), v.maxLength(300)) })

/** Publishing or taking a listing out of public view. */
export const PublishSchema = v.object({ published: v.boolean('published must be true or false') })

/** What the console reads back to edit a listing. */
export interface EditorListing {
  id: number
  slug: string
  property_id: string
  published: boolean
  availability: string
  gallery: Partial<Record<(typeof GALLERY_CATEGORIES)[number], string[]>>
  values: ListingEditorValues
}

/** The upload's limits, as the image pipeline enforces them (issue 22): the form refuses early, naming the file. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024
export const MAX_UPLOAD_MEGAPIXELS = 40

/** An upload's query: the category it goes to, and the file's name for messages. */
export const PhotoUploadQuerySchema = v.object({
  category: v.optional(GalleryCategorySchema, 'property_images'),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'name is at most 120 characters')), 'photo'),
})
