import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { FreshSwr } from '~/testing/fresh-swr'
import { testTenants } from '~/testing/render-with-tenant'
import { TenantProvider } from '~/lib/tenant'
import { DISPLAY_CURRENCY_KEY } from '~/lib/display-currency'
import { useFilterSearch } from '../browse/use-filter-search'
import { FilterBar } from './filter-bar'

/** The bar as /listings wires it: its changes go to the URL, which the test reads back. */
function Listings() {
  const { search, change } = useFilterSearch()
  const location = useLocation()
  return (
    <>
      <FilterBar search={search} onChange={change} />
      <output data-testid="url">{location.search}</output>
    </>
  )
}

function renderAt(url: string) {
  render(
    <TenantProvider tenant={testTenants.haven}>
      <MemoryRouter initialEntries={[url]}>
        <FreshSwr>
          <Listings />
        </FreshSwr>
      </MemoryRouter>
    </TenantProvider>,
  )
}

const url = () => screen.getByTestId('url').textContent
const switches = () => screen.getAllByRole('switch', { name: 'Verified only' }) as HTMLInputElement[]

describe('the Verified only filter (decision 035)', () => {
  it('reads verified=1 from the URL on load and removes it when turned off', () => {
    renderAt('/listings?state=Lagos&verified=1&page=3')
    const [toggle] = switches()
    expect(toggle!.checked).toBe(true)
    expect(toggle!.dataset.testid).toBe('verified-filter')
    fireEvent.click(toggle!)
    expect(url()).toBe('?state=Lagos')
    expect(toggle!.checked).toBe(false)
  })

  it('sets verified=1 when turned on, back at page 1, keeping the other filters', () => {
    renderAt('/listings?state=Lagos&bedrooms=3&page=2')
    const [toggle] = switches()
    expect(toggle!.checked).toBe(false)
    fireEvent.click(toggle!)
    expect(url()).toBe('?state=Lagos&bedrooms=3&verified=1')
    expect(toggle!.checked).toBe(true)
  })

  it('reads verified=true as on, as the API does, and is in the mobile sheet too', () => {
    renderAt('/listings?verified=true')
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    const sheet = within(screen.getByRole('dialog', { name: 'Filters' }))
    const toggle = sheet.getByRole('switch', { name: 'Verified only' }) as HTMLInputElement
    expect(toggle.checked).toBe(true)
    fireEvent.click(toggle)
    expect(url()).toBe('')
    expect(switches().every((s) => !s.checked)).toBe(true)
  })
})

describe('the search keeps its context (issue 23 items 2 and 6)', () => {
  afterEach(() => window.localStorage.clear())

  it('shows the place picked in the field and as a chip, each filter removable on its own', () => {
    renderAt('/listings?state=Lagos&neighborhood_id=21&place=Lekki+Phase+1%2C+Lagos&bedrooms=3&verified=1')
    expect((screen.getAllByRole('combobox', { name: 'Location' })[0] as HTMLInputElement).value).toBe('Lekki Phase 1, Lagos')
    const chips = within(screen.getByRole('list', { name: 'Active filters' }))
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['Lekki Phase 1, Lagos', '3 bedrooms', 'Verified only'])
    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: 3 bedrooms' }))
    expect(url()).toBe('?state=Lagos&neighborhood_id=21&place=Lekki+Phase+1%2C+Lagos&verified=1')
    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: Lekki Phase 1, Lagos' }))
    expect(url()).toBe('?verified=1')
  })

  it('searches typed text on Enter as the location filter', () => {
    renderAt('/listings?state=Lagos&area_id=2')
    const [field] = screen.getAllByRole('combobox', { name: 'Location' })
    fireEvent.change(field!, { target: { value: 'Ikoyi' } })
    fireEvent.keyDown(field!, { key: 'Enter' })
    expect(url()).toBe('?state=&location=Ikoyi')
  })

  it('takes prices in the buyer’s currency and keeps naira in the URL; the currency filters nothing', () => {
    window.localStorage.setItem(DISPLAY_CURRENCY_KEY, 'GBP')
    renderAt('/listings?min_amount=408000000')
    const [min] = screen.getAllByLabelText(/^Min price/) as HTMLInputElement[]
    expect(min!.value).toBe('200,000')
    expect(screen.getAllByRole('button', { name: 'Remove filter: From £200,000' })).toHaveLength(1)
    fireEvent.change(min!, { target: { value: '100000' } })
    fireEvent.keyDown(min!, { key: 'Enter' })
    expect(url()).toBe('?min_amount=204000000')
    fireEvent.change(screen.getAllByLabelText('Show prices in')[0]!, { target: { value: 'USD' } })
    expect(url()).toBe('?min_amount=204000000')
    expect(window.localStorage.getItem(DISPLAY_CURRENCY_KEY)).toBe('USD')
  })

  it('names a listing-currency filter a link carries, as a chip that removes it', () => {
    renderAt('/listings?currency=USD&min_amount=100000')
    const chips = within(screen.getByRole('list', { name: 'Active filters' }))
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['From ₦155,000,000', 'Priced in USD only'])
    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: Priced in USD only' }))
    // The same money, now in naira, the API's unit without the filter.
    expect(url()).toBe('?min_amount=155000000')
  })
})
