import * as v from 'valibot'
import { CostRatesSchema } from './cost-rates-schema'

const HEX_COLOR = /^#[0-9a-f]{6}$/i
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/

const url = (what: string) =>
  v.pipe(
    v.string(`${what} must be a URL`),
    v.trim(),
    v.url(`${what} must be a full URL (https://…)`),
  )

/** A link the tenant shows in its footer: internal (starts with /) or external. */
const LinkSchema = v.object({
  label: v.pipe(v.string('label must be text'), v.trim(), v.minLength(1, 'label is required')),
  href: v.pipe(
    v.string('href must be text'),
    v.trim(),
    v.check(
      (href) => href.startsWith('/') || /^(https?:|mailto:|tel:)/.test(href),
      'href must start with /, https://, http://, mailto: or tel:',
    ),
  ),
})

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'whatsapp',
] as const

const SocialLinkSchema = v.object({
  network: v.picklist(SOCIAL_NETWORKS, `network must be one of ${SOCIAL_NETWORKS.join(', ')}`),
  href: url('href'),
})

export const FOOTER_COLUMNS = ['explore', 'about', 'legal'] as const

const FooterLinkSchema = v.object({
  ...LinkSchema.entries,
  column: v.picklist(FOOTER_COLUMNS, `column must be one of ${FOOTER_COLUMNS.join(', ')}`),
})

export const CURRENCIES = ['NGN', 'USD', 'EUR', 'GBP'] as const

/**
 * One tenant = one JSON file in tenants/. The spec's fields (000 §1) plus what the product needs
 * that the spec leaves open: contact details, external destinations, newsletter provider, API base.
 */
export const TenantSchema = v.strictObject({
  slug: v.pipe(
    v.string('slug must be text'),
    v.regex(SLUG, 'slug must be lower-case letters, digits and hyphens'),
  ),
  display_name: v.pipe(
    v.string('display_name must be text'),
    v.trim(),
    v.minLength(2, 'display_name is required'),
    v.maxLength(60, 'display_name is at most 60 characters'),
  ),
  domain: v.pipe(
    v.string('domain must be text'),
    v.trim(),
    v.toLowerCase(),
    v.regex(DOMAIN, 'domain must be a bare host name such as haven.ng'),
  ),
  logo: v.pipe(
    v.string('logo must be text'),
    v.trim(),
    v.check(
      (s) => s.startsWith('/') || s.startsWith('https://'),
      'logo must be a path under public/ (/…) or an https:// URL',
    ),
  ),
  primary_color: v.pipe(
    v.string('primary_color must be text'),
    v.regex(HEX_COLOR, 'primary_color must be a hex colour like #0b6e4f'),
  ),
  headline: v.pipe(
    v.string('headline must be text'),
    v.trim(),
    v.minLength(4, 'headline is required'),
    v.maxLength(120, 'headline is at most 120 characters'),
  ),
  tagline: v.pipe(
    v.string('tagline must be text'),
    v.trim(),
    v.minLength(2, 'tagline is required'),
    v.maxLength(80, 'tagline is at most 80 characters'),
  ),
  description: v.pipe(
    v.string('description must be text'),
    v.trim(),
    v.minLength(20, 'description must be at least 20 characters'),
    v.maxLength(200, 'description is at most 200 characters'),
  ),
  footer_link: v.array(FooterLinkSchema, 'footer_link must be a list'),
  social_link: v.array(SocialLinkSchema, 'social_link must be a list'),
  /** The property id prefix visitors read (decision 043); the catalogue stores HVN-. */
  property_id_prefix: v.optional(v.pipe(v.string('property_id_prefix must be text'), v.regex(/^[A-Z]{2,5}$/, 'property_id_prefix must be 2 to 5 capital letters')), 'HVN'),
  /** 'Find a Property by Location' (001 §2): the areas a tenant serves; 000 §2's Lagos four by default. */
  area_shortcuts: v.optional(
    v.pipe(
      v.array(v.strictObject({ name: v.pipe(v.string(), v.minLength(1)), id: v.pipe(v.number(), v.integer()) }), 'area_shortcuts must be a list of { name, id }'),
      v.minLength(1, 'area_shortcuts needs at least one area'),
      v.maxLength(8, 'area_shortcuts holds at most 8 areas'),
    ),
  ),
  feature_flag: v.strictObject({
    enable_property_verification: v.boolean('enable_property_verification must be true or false'),
  }),
  contact: v.strictObject({
    address: v.pipe(
      v.string('address must be text'),
      v.trim(),
      v.minLength(5, 'address is required'),
    ),
    phone: v.pipe(
      v.string('phone must be text'),
      v.trim(),
      v.regex(/^\+[0-9 ]{8,20}$/, 'phone must be international, like +234 …'),
    ),
    email: v.pipe(
      v.string('email must be text'),
      v.trim(),
      v.email('email must be an e-mail address'),
    ),
  }),
  external: v.strictObject({
    marketplace: url('marketplace'),
    verify: url('verify'),
    inspection: url('inspection'),
    blog: url('blog'),
    realtor_registration: url('realtor_registration'),
    partner_group: url('partner_group'),
  }),
  newsletter: v.strictObject({
    action: url('action'),
    hidden_fields: v.optional(v.record(v.string(), v.string()), {}),
  }),
  /** Another backend that speaks the same contract; default is this site's own /api/v1. */
  api_base_url: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s.startsWith('/') || s.startsWith('https://'),
        'api_base_url must be a path or an https:// URL',
      ),
    ),
    '/api/v1',
  ),
  currency: v.optional(
    v.picklist(CURRENCIES, `currency must be one of ${CURRENCIES.join(', ')}`),
    'NGN',
  ),
  /** The marketplace's own domain: the Verify Property label adds a provider suffix elsewhere. */
  marketplace_domain: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.regex(DOMAIN, 'marketplace_domain must be a bare host name'),
    ),
    'haven.ng',
  ),
  /**
   * The listing page's cost calculator rates, each with its source. Only what the tenant changes:
   * the defaults travel with the calculator's code, not in every page's inlined tenant.
   */
  cost_rates: v.optional(CostRatesSchema),
})

export type TenantInput = v.InferInput<typeof TenantSchema>
export type Tenant = v.InferOutput<typeof TenantSchema>

/** What the browser receives: everything in the tenant file is public by design. */
export type PublicTenant = Tenant

/** Human-readable problems: `field.path: message`. */
export function describeTenantIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = issue.path?.map((p) => String(p.key)).join('.') || '(root)'
    return `${path}: ${issue.message}`
  })
}

export function parseTenant(
  input: unknown,
): { ok: true; tenant: Tenant } | { ok: false; problems: string[] } {
  const result = v.safeParse(TenantSchema, input)
  if (result.success) return { ok: true, tenant: result.output }
  return { ok: false, problems: describeTenantIssues(result.issues) }
}
