import { describe, expect, it } from 'vitest'
import { pageParam, pageSearch } from './browse-params'
import { normalizeBrowseSearch } from './normalize-browse'

const tidy = (qs: string) => normalizeBrowseSearch(new URLSearchParams(qs)).toString()

describe('a browse URL as the page reads it (decision 056)', () => {
  it('leaves a URL the filter bar wrote as it is', () => {
    for (const qs of [
      '',
      'state=Lagos&property_status=Completed',
      'state=Lagos&place=Lekki+Phase+1%2C+Lagos&area_id=21&bedrooms=3&sort_by=new',
      'location=Ikoyi&state=',
      'property_status=&category=For+rent&min_amount=408000000&verified=1&page=3',
    ])
      expect(tidy(qs)).toBe(new URLSearchParams(qs).toString())
  })

  it('tidies what a GET form sends: blanks gone, one value per name (the last), prices as digits', () => {
    expect(tidy('state=Lagos&property_status=Completed&property_sub_type=&bedrooms=3&bathrooms=&min_amount=50%2C000%2C000&max_amount=&category=For+sale&category=For+rent&sort_by=new')).toBe(
      'state=Lagos&property_status=Completed&bedrooms=3&min_amount=50000000&category=For+rent&sort_by=new',
    )
    // Max only above min (000 §5); '₦' and spaces typed without the app's formatting are read.
    expect(tidy('min_amount=₦ 90,000,000&max_amount=50000000')).toBe('min_amount=90000000')
  })

  it('reads the location field against the place it showed: kept, cleared or searched as typed', () => {
    const picked = 'place=Lekki+Phase+1&area_id=21&state=Lagos'
    expect(tidy(`${picked}&location=Lekki+Phase+1`)).toBe('place=Lekki+Phase+1&area_id=21&state=Lagos')
    expect(tidy(`${picked}&location=`)).toBe('')
    expect(tidy(`${picked}&location=Ikoyi`)).toBe('state=&location=Ikoyi')
    // A shortcut link's area has no name to show: an empty field keeps it.
    expect(tidy('area_id=2&location=')).toBe('area_id=2')
  })

  it('drops what the API would refuse rather than answer an error, and a page number that is none', () => {
    expect(tidy('bedrooms=abc&limit=500&sort_by=cheapest&state=Lagos&verified=maybe')).toBe('state=Lagos')
    for (const page of ['0', '-1', 'abc', '1', '2.5', '1e3', '99999999999']) expect(tidy(`page=${page}`)).toBe('')
    expect(tidy('page=007')).toBe('page=7')
    expect(tidy('slug=x&id=3&state=Lagos')).toBe('state=Lagos')
  })

  it('reads the page and writes another, page 1 without the parameter', () => {
    expect(pageParam(new URLSearchParams('page=4'))).toBe(4)
    expect(pageParam(new URLSearchParams('page=x'))).toBe(1)
    expect(pageSearch(new URLSearchParams('state=Lagos&page=4'), 1).toString()).toBe('state=Lagos')
    expect(pageSearch(new URLSearchParams('state=Lagos'), 2).toString()).toBe('state=Lagos&page=2')
  })
})
