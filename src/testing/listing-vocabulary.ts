/** Realistic ingredients for generated listings (prices are 2025 Lagos/Abuja/Ogun ballparks). */

/** area_id → NGN sale price of a typical 3-bedroom home there. */
export const AREA_PRICE: Record<number, number> = {
  1: 950e6,
  2: 700e6,
  3: 2.8e9,
  4: 480e6,
  21: 380e6,
  22: 260e6,
  23: 230e6,
  24: 130e6,
  25: 95e6,
  26: 210e6,
  27: 65e6,
  41: 320e6,
  42: 95e6,
  43: 85e6,
  44: 110e6,
  45: 190e6,
  61: 750e6,
  62: 620e6,
  63: 380e6,
  64: 420e6,
  71: 160e6,
  72: 260e6,
  73: 210e6,
  81: 65e6,
  82: 95e6,
  91: 38e6,
  92: 42e6,
  93: 48e6,
  101: 45e6,
}

/** Prime areas where some sellers price in dollars. */
export const DOLLAR_AREAS = new Set([1, 2, 3, 4, 61, 62])
export const NGN_PER = { USD: 1550, GBP: 1950, EUR: 1680 } as const

/** State weights: most inventory is in Lagos. [neighbourhood-state, weight] */
export const STATE_WEIGHTS = [
  ['Lagos', 65],
  ['Abuja', 25],
  ['Ogun', 10],
] as const

export const TITLE_TYPES = [
  'C of O',
  "Governor's Consent",
  'Deed of Assignment',
  'Registered Survey',
  'Excision',
] as const

export const AMENITIES = {
  building: [
    {
      category: 'Security',
      sub_category: 'Estate',
      features: ['24/7 security', 'CCTV', 'Gated estate', 'Access control'],
    },
    {
      category: 'Utilities',
      sub_category: 'Power and water',
      features: ['Steady power', 'Inverter backup', 'Solar panels', 'Borehole', 'Water treatment'],
    },
    {
      category: 'Leisure',
      sub_category: 'Shared',
      features: ['Swimming pool', 'Gym', "Children's play area", 'Rooftop lounge'],
    },
    {
      category: 'Interior',
      sub_category: 'Finishes',
      features: ['Fitted kitchen', 'Walk-in closet', 'Smart home', 'POP ceilings', 'Ensuite rooms'],
    },
    {
      category: 'Parking',
      sub_category: null,
      features: ['Covered parking', 'Visitor parking', 'Two-car garage'],
    },
  ],
  land: [
    {
      category: 'Access',
      sub_category: 'Roads',
      features: ['Tarred road', 'Drainage', 'Street lights'],
    },
    {
      category: 'Documentation',
      sub_category: 'Title',
      features: ['Survey plan', 'Approved layout', 'Gazette'],
    },
    {
      category: 'Estate',
      sub_category: null,
      features: ['Perimeter fence', 'Gatehouse', 'Dry land'],
    },
  ],
}

export const SELLING_POINTS = [
  'Close to schools, hospitals and the nearest shopping mall.',
  'Well-drained street that stays dry through the rainy season.',
  'Quiet, secure neighbourhood with a residents association.',
  'Minutes from the expressway with easy access to the business district.',
  'Ideal for families, with generous rooms and good natural light.',
  'Documents verified and ready for due diligence.',
  'Strong rental demand in the area for investors.',
]
