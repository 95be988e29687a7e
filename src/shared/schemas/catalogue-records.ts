import * as v from 'valibot'
import {
  CATEGORIES,
  GALLERY_CATEGORIES,
  LISTING_CURRENCIES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from './catalogue-enums'
import { AVAILABILITIES } from '~/shared/trust/freshness'
import { VERIFICATION_OUTCOMES, VERIFICATION_STEPS } from '~/shared/trust/verification'

const text = (field: string, max = 500) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.minLength(1, `${field} is required`),
    v.maxLength(max, `${field} is at most ${max} characters`),
  )
const optionalText = (field: string, max = 200) =>
  v.nullish(v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(max)), null)
const wholeNumber = (field: string) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.integer(`${field} must be a whole number`),
    v.minValue(0, `${field} must be 0 or more`),
  )
const optionalWhole = (field: string) => v.nullish(wholeNumber(field), null)
const flag = (field: string) => v.optional(v.boolean(`${field} must be true or false`), false)
const isoDateTime = (field: string) =>
  v.pipe(
    v.string(`${field} must be an ISO date-time`),
    v.isoTimestamp(`${field} must be an ISO date-time`),
  )
/**
 * A photo is a path on this site or an https address. `//host/…` and `/\\host/…` are another site
 * for a browser, though they start with a slash (issue 33).
 */
const isImageRef = (s: string) => (s.startsWith('/') && !/^\/[/\\]/.test(s)) || s.startsWith('https://')
const imageList = v.array(
  v.pipe(
    v.string('image URL must be text'),
    v.check(isImageRef, 'image URL must start with / or https://'),
  ),
)

const GallerySchema = v.pipe(
  v.record(
    v.picklist(GALLERY_CATEGORIES, `gallery keys must be one of ${GALLERY_CATEGORIES.join(', ')}`),
    imageList,
  ),
  v.check((g) => Array.isArray(g.property_images), 'gallery.property_images is required'),
)

const AmenitySchema = v.object({
  category: text('category', 80),
  sub_category: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(80)), null),
  features: v.array(text('feature', 120), 'features must be a list'),
})

const SUB_TYPES = Object.values(PROPERTY_TYPES).flat() as string[]

/** One check of a listing in an import file (decision 035); the title search names its firm and result. */
const VerificationRecordSchema = v.pipe(
  v.object({
    step: v.picklist(VERIFICATION_STEPS, `step must be one of ${VERIFICATION_STEPS.join(', ')}`),
    outcome: v.optional(v.picklist(VERIFICATION_OUTCOMES, `outcome must be one of ${VERIFICATION_OUTCOMES.join(', ')}`), 'passed'),
    done_on: v.pipe(v.string('done_on must be YYYY-MM-DD'), v.isoDate('done_on must be YYYY-MM-DD')),
    partner_firm: optionalText('partner_firm', 120),
    result: optionalText('result', 300),
    note: optionalText('note', 1000),
    actor: v.optional(text('actor', 100), 'import'),
  }),
  v.forward(
    v.check((s) => s.step !== 'title' || (!!s.partner_firm && !!s.result), 'the title search needs partner_firm and result'),
    ['partner_firm'],
  ),
)
export type VerificationRecordInput = v.InferInput<typeof VerificationRecordSchema>

/** The fields of one listing in an import file (and what the factories produce); the console's editor omits the ones the server keeps. */
export const ListingFieldsSchema = v.object({
  slug: v.pipe(
    text('slug', 160),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens'),
  ),
  property_id: text('property_id', 40),
  title: text('title', 160),
  description: text('description', 5000),
  category: v.picklist(CATEGORIES, `category must be one of ${CATEGORIES.join(', ')}`),
  property_type: v.picklist(
    Object.keys(PROPERTY_TYPES) as (keyof typeof PROPERTY_TYPES)[],
    `property_type must be one of ${Object.keys(PROPERTY_TYPES).join(', ')}`,
  ),
  property_sub_type: v.picklist(
    SUB_TYPES,
    `property_sub_type must be one of ${SUB_TYPES.join(', ')}`,
  ),
  property_status: v.picklist(
    PROPERTY_STATUSES,
    `property_status must be one of ${PROPERTY_STATUSES.join(', ')}`,
  ),
  currency: v.picklist(
    LISTING_CURRENCIES,
    `currency must be one of ${LISTING_CURRENCIES.join(', ')}`,
  ),
  asking_price: wholeNumber('asking_price'),
  asking_price_ngn: wholeNumber('asking_price_ngn'),
  old_asking_price: optionalWhole('old_asking_price'),
  bedrooms: optionalWhole('bedrooms'),
  bathrooms: optionalWhole('bathrooms'),
  land_size: optionalWhole('land_size'),
  unit_size: optionalWhole('unit_size'),
  available_units: v.optional(wholeNumber('available_units'), 1),
  title_type: optionalText('title_type'),
  title_number: optionalText('title_number'),
  building_permit_no: optionalText('building_permit_no'),
  is_serviced: flag('is_serviced'),
  is_furnished: flag('is_furnished'),
  is_newly_built: flag('is_newly_built'),
  floors: optionalWhole('floors'),
  completion_date: v.nullish(
    v.pipe(v.string(), v.isoDate('completion_date must be YYYY-MM-DD')),
    null,
  ),
  views: v.optional(wholeNumber('views'), 0),
  saves: v.optional(wholeNumber('saves'), 0),
  created_at: isoDateTime('created_at'),
  published_at: isoDateTime('published_at'),
  is_scheduled_submit_offer: flag('is_scheduled_submit_offer'),
  is_new_listing: flag('is_new_listing'),
  is_popular: flag('is_popular'),
  is_price_cut: flag('is_price_cut'),
  is_sold: flag('is_sold'),
  is_exclusive: flag('is_exclusive'),
  image_quality_passed: flag('image_quality_passed'),
  neighborhood_id: v.pipe(
    v.number('neighborhood_id must be a number'),
    v.integer('neighborhood_id must be a whole number'),
  ),
  address: text('address', 300),
  display_address: text('display_address', 300),
  gallery: GallerySchema,
  amenities: v.optional(v.array(AmenitySchema, 'amenities must be a list'), []),
  realtor_username: v.nullish(v.pipe(v.string(), v.trim(), v.toLowerCase()), null),
  /** available (default; sold when is_sold), sold or let: sold and let leave search. */
  availability: v.optional(v.picklist(AVAILABILITIES, `availability must be one of ${AVAILABILITIES.join(', ')}`)),
  /** When the listing was last confirmed available; the import's own time when absent. */
  confirmed_available_at: v.optional(isoDateTime('confirmed_available_at')),
  /** The listing's checks, kept beside any already recorded. */
  verification: v.optional(v.array(VerificationRecordSchema, 'verification must be a list')),
})

/** What every listing's fields must agree on, wherever they come from (import, console). */
interface ListingCore {
  property_type: keyof typeof PROPERTY_TYPES
  property_sub_type: string
  bedrooms: number | null
  bathrooms: number | null
  currency: string
  asking_price: number
  asking_price_ngn: number
}
const CORE_RULES: readonly { field: keyof ListingCore; message: string; holds: (l: ListingCore) => boolean }[] = [
  {
    field: 'bedrooms',
    message: 'bedrooms and bathrooms must be empty for Land',
    holds: (l) => l.property_type !== 'Land' || (l.bedrooms === null && l.bathrooms === null),
  },
  {
    field: 'property_sub_type',
    message: 'property_sub_type does not belong to property_type',
    holds: (l) => (PROPERTY_TYPES[l.property_type] as readonly string[]).includes(l.property_sub_type),
  },
  {
    field: 'asking_price_ngn',
    message: 'asking_price_ngn must equal asking_price for NGN',
    holds: (l) => l.currency !== 'NGN' || l.asking_price === l.asking_price_ngn,
  },
]

/** The rules across fields, each issue on the field a form marks; one action for the import and the editor. */
export const listingCoreRules = <T extends ListingCore>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    for (const rule of CORE_RULES)
      if (!rule.holds(dataset.value))
        addIssue({
          message: rule.message,
          path: [{ type: 'object', origin: 'value', input: dataset.value as Record<string, unknown>, key: rule.field, value: dataset.value[rule.field] }],
        })
  })

/** One listing in an import file (and what the factories produce). */
export const ListingRecordSchema = v.pipe(
  ListingFieldsSchema,
  v.forward(
    v.check(
      (l) => l.availability === undefined || !l.is_sold || l.availability === 'sold',
      'is_sold must agree with availability',
    ),
    ['is_sold'],
  ),
  v.forward(
    v.check((l) => l.availability !== 'sold' || l.category === 'For sale', 'only a listing for sale can be sold'),
    ['availability'],
  ),
  v.forward(
    v.check((l) => l.availability !== 'let' || l.category === 'For rent', 'only a listing for rent can be let'),
    ['availability'],
  ),
  listingCoreRules<v.InferOutput<typeof ListingFieldsSchema>>(),
)
export type ListingRecordInput = v.InferInput<typeof ListingRecordSchema>
export type ListingRecord = v.InferOutput<typeof ListingRecordSchema>

/** One realtor in an import file. Stats (available_unit, total_value, price_range) are derived. */
export const RealtorRecordSchema = v.object({
  username: v.pipe(
    text('username', 60),
    v.toLowerCase(),
    v.regex(/^[a-z0-9][a-z0-9._-]*$/, 'username must be letters, digits, dot, dash or underscore'),
  ),
  first_name: text('first_name', 80),
  last_name: text('last_name', 80),
  image_url: v.nullish(
    v.pipe(
      v.string('image_url must be text'),
      v.trim(),
      v.check((s) => s === '' || isImageRef(s), 'image_url must start with / or https://'),
    ),
    null,
  ),
  city_served: v.optional(text('city_served', 200), 'Lagos'),
  email: v.pipe(text('email', 200), v.email('email must be an e-mail address')),
  phone_number: v.pipe(
    text('phone_number', 30),
    v.regex(/^\+?[0-9 ]{11,20}$/, 'phone_number must have at least 11 digits'),
  ),
  years_of_experience: v.optional(
    v.pipe(
      v.number('years_of_experience must be a number'),
      v.integer(),
      v.minValue(1, 'years_of_experience must be 1 or more'),
    ),
    1,
  ),
  description: v.optional(
    v.pipe(v.string('description must be text'), v.trim(), v.maxLength(3000)),
    '',
  ),
})
export type RealtorRecordInput = v.InferInput<typeof RealtorRecordSchema>
export type RealtorRecord = v.InferOutput<typeof RealtorRecordSchema>
