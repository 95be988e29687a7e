import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { FreshSwr } from '~/testing/fresh-swr'
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
    <MemoryRouter initialEntries={[url]}>
      <FreshSwr>
        <Listings />
      </FreshSwr>
    </MemoryRouter>,
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
