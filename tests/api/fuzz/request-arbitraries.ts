import fc from 'fast-check'

/** Parameter names the API knows (and some it does not), so values reach real validators. */
const PARAM_NAMES = [
  'page',
  'limit',
  'sort_by',
  'state',
  'display_address',
  'location',
  'property_status',
  'property_type',
  'property_sub_type',
  'category',
  'bedrooms',
  'bathrooms',
  'min_amount',
  'max_amount',
  'currency',
  'is_exclusive',
  'neighborhood_id',
  'area_id',
  'axis_id',
  'slug',
  'id',
  'listing_id',
  'inputText',
  'code',
  'email',
  'callback_url',
  'search',
  '__proto__',
  'constructor',
]

/** Values that have broken APIs before: control characters, huge or odd numbers, SQL, unicode. */
const nastyText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\n',
    '\r\n',
    '\u001b[31m',
    '\u007f',
    '%00',
    "'; drop table listings; --",
    '1.5',
    '-1',
    '0',
    '1e309',
    '99999999999999999999999',
    'NaN',
    'Infinity',
    '0x10',
    '1,500,000',
    '١٢٣',
    '🏠',
    'Lagos',
    'lowest_price',
    'true',
    '[]',
    '{}',
    'null',
    '\\',
    '"',
    '<script>',
    '\ud800',
    ' ',
    '',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
  fc.bigInt().map(String),
  fc.string({ minLength: 1000, maxLength: 1500 }),
)

export const queryArb = fc
  .array(
    fc.tuple(fc.oneof(fc.constantFrom(...PARAM_NAMES), fc.string({ maxLength: 12 })), nastyText),
    { maxLength: 6 },
  )
  .map((pairs) => {
    const q = new URLSearchParams()
    for (const [k, val] of pairs) q.append(k, val)
    return q.toString()
  })

/** A path parameter: sometimes sensible, often not. */
export const segmentArb = fc.oneof(
  fc.constantFrom('ada-okafor', '1', 'x'),
  nastyText.filter((s) => s.length > 0),
)

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) })

export type BodySpec = { kind: 'none' } | { kind: 'text'; text: string }

export const bodyArb: fc.Arbitrary<BodySpec> = fc.oneof(
  fc.constant<BodySpec>({ kind: 'none' }),
  fc
    .jsonValue({ maxDepth: 4 })
    .map((j) => ({ kind: 'text' as const, text: JSON.stringify(j) ?? 'null' })),
  fc
    .dictionary(
      fc.constantFrom(...PARAM_NAMES, 'password', 'first_name', 'phone', 'label'),
      fc.oneof(
        nastyText,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(nastyText, { maxLength: 3 }),
      ),
    )
    .map((o) => ({ kind: 'text' as const, text: JSON.stringify(o) })),
  fc.constantFrom<BodySpec>(
    { kind: 'text', text: '{"a":' },
    { kind: 'text', text: 'not json' },
    { kind: 'text', text: JSON.stringify(deep(40)) },
    { kind: 'text', text: JSON.stringify({ big: 'x'.repeat(70_000) }) },
    { kind: 'text', text: '\u0000' },
  ),
)

export const headersArb = (tenants: readonly string[]) =>
  fc.record({
    tenant: fc.oneof(
      fc.constantFrom(...tenants),
      fc.constantFrom(undefined, '', 'evil.example', 'HAVEN.NG:443'),
      fc.string({ maxLength: 30 }),
    ),
    authorization: fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
      fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
      fc.string({ maxLength: 30 }),
    ),
    contentType: fc.constantFrom(
      undefined,
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'multipart/form-data',
      'application/x-www-form-urlencoded',
    ),
  })

export const methodArb = (own: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(own) },
    fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE'),
  )
