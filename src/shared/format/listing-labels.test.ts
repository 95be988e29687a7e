import { describe, expect, it } from 'vitest'
import {
  BEDROOM_OPTIONS,
  DEFAULT_PROPERTY_STATUS,
  DEFAULT_SORT,
  listingBadges,
  MAX_LISTING_BADGES,
  PROPERTY_STATUS_OPTIONS,
  propertyStageProgress,
  SORT_OPTIONS,
  toSortOption,
  transactionBadgeLabel,
  transactionStatusLabel,
} from './listing-labels'
import { TRANSACTION_STATUSES } from '~/shared/transactions/viewing-states'

describe('sort options', () => {
  it('lists the spec values and labels, lowest price by default', () => {
    expect(SORT_OPTIONS).toEqual([
      { value: 'highest_price', label: 'Highest price' },
      { value: 'lowest_price', label: 'Lowest price' },
      { value: 'popular', label: 'Popular listings' },
      { value: 'new', label: 'New listings' },
      { value: 'price_drop', label: 'Price drops' },
    ])
    expect(DEFAULT_SORT).toBe('lowest_price')
  })

  it.each([
    ['price_drop', 'price_drop'],
    ['new', 'new'],
    ['cheapest', 'lowest_price'],
    ['', 'lowest_price'],
    [null, 'lowest_price'],
    [undefined, 'lowest_price'],
  ])('reads sort_by %j as %j', (input, expected) => {
    expect(toSortOption(input)).toBe(expected)
  })
})

describe('property status filter', () => {
  it('shows All, Completed, Ongoing, Off-Plan and sends the listing values', () => {
    expect(PROPERTY_STATUS_OPTIONS).toEqual([
      { value: '', label: 'All' },
      { value: 'Completed', label: 'Completed' },
      { value: 'Under construction', label: 'Ongoing' },
      { value: 'Off plan', label: 'Off-Plan' },
    ])
    expect(DEFAULT_PROPERTY_STATUS).toBe('Completed')
  })
})

describe('bedroom options', () => {
  it('offers 1 to 6 with 6 shown as 6+', () => {
    expect(BEDROOM_OPTIONS).toEqual([
      { value: 1, label: '1' },
      { value: 2, label: '2' },
      { value: 3, label: '3' },
      { value: 4, label: '4' },
      { value: 5, label: '5' },
      { value: 6, label: '6+' },
    ])
  })
})

describe('transactionStatusLabel', () => {
  it.each([
    ['PENDING_CONFIRMATION', 'Pending'],
    ['CONFIRMED', 'Confirmed'],
    ['VISITED', 'Visited'],
    ['RESCHEDULED', 'Rescheduled'],
    ['CANCELED', 'Canceled'],
    ['ON_HOLD', 'On Hold'],
    ['IN_PROGRESS', 'In Progress'],
    ['COMPLETED', 'Completed'],
    ['SOMETHING_NEW', 'Something New'],
    [null, 'Pending'],
    [undefined, 'Pending'],
    ['', 'Pending'],
  ])('labels %j as %j', (status, expected) => {
    expect(transactionStatusLabel(status)).toBe(expected)
  })

  it('covers every status the spec lists', () => {
    expect(TRANSACTION_STATUSES).toHaveLength(8)
    for (const status of TRANSACTION_STATUSES)
      expect(transactionStatusLabel(status)).not.toMatch(/_/)
  })
})

describe('transactionBadgeLabel', () => {
  it.each([
    ['NEGOTIATION', 'Negotiation Stage'],
    ['UNDER_INSPECTION', 'Inspection Stage'],
    ['COMPLETED', 'Purchase Completed'],
    ['PENDING_CONFIRMATION', 'N/A'],
    ['negotiation', 'N/A'],
    ['toString', 'N/A'],
    ['', 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('words %j as %j', (stage, expected) => {
    expect(transactionBadgeLabel(stage)).toBe(expected)
  })
})

describe('propertyStageProgress', () => {
  it.each([
    ['INSPECTION', 25, '25%'],
    ['SUBMIT_OFFER', 50, '50%'],
    ['DUE_DILIGENCE', 70, '70%'],
    ['CLOSING', 85, '85%'],
    ['NEGOTIATION', 0, 'In progress'],
    ['toString', 0, 'In progress'],
    ['', 0, 'In progress'],
    [null, 0, 'In progress'],
    [undefined, 0, 'In progress'],
  ])('%j is %j%', (step, percent, label) => {
    expect(propertyStageProgress(step)).toEqual({ percent, label })
  })
})

describe('listingBadges', () => {
  it('shows nothing without flags', () => {
    expect(listingBadges({})).toEqual([])
    expect(
      listingBadges({
        is_new_listing: false,
        is_popular: 0,
        is_price_cut: null,
        is_sold: undefined,
      }),
    ).toEqual([])
  })

  it('keeps the spec order whatever order the flags come in', () => {
    expect(listingBadges({ is_sold: true, is_new_listing: true })).toEqual(['New listing', 'Sold'])
    expect(listingBadges({ is_price_cut: true, is_popular: true })).toEqual([
      'Popular',
      'Price cut',
    ])
  })

  it('shows at most three badges', () => {
    expect(MAX_LISTING_BADGES).toBe(3)
    expect(
      listingBadges({ is_new_listing: true, is_popular: true, is_price_cut: true, is_sold: true }),
    ).toEqual(['New listing', 'Popular', 'Price cut'])
    expect(listingBadges({ is_popular: true, is_price_cut: true, is_sold: true })).toEqual([
      'Popular',
      'Price cut',
      'Sold',
    ])
  })

  it('reads 1 and "true" as on and 0, "0" and "false" as off', () => {
    expect(
      listingBadges({ is_new_listing: 1, is_popular: '1', is_price_cut: 'true', is_sold: 0 }),
    ).toEqual(['New listing', 'Popular', 'Price cut'])
    expect(listingBadges({ is_new_listing: '0', is_popular: 'false', is_sold: 2 })).toEqual([])
  })
})
