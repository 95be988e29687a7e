import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StaffMember } from '~/shared/console/inboxes'
import { StaffPage } from './staff-page'

const me = {
  email: 'ada@haven.ng',
  role: 'owner' as const,
  tenant: 'haven.ng',
  permissions: ['staff.manage'],
}
const staff = [
  { id: 1, email: 'ada@haven.ng', role: 'owner', status: 'active' },
  { id: 2, email: 'bola@haven.ng', role: 'escrow_officer', status: 'active' },
  { id: 3, email: 'chidi@haven.ng', role: 'editor', status: 'invited' },
] as StaffMember[]

afterEach(() => vi.unstubAllGlobals())

describe('the staff page (issue 33, finding 2)', () => {
  it("clears a colleague's failed sign-ins with one owner's click, and says so", async () => {
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`)
        const answer =
          init.method === 'GET'
            ? { data: staff }
            : { message: 'bola@haven.ng can sign in again', data: { cleared: 4 } }
        return new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    render(<StaffPage me={me} />)
    // Only a colleague who finished setting up has sign-ins to clear; never the owner's own row.
    const buttons = await screen.findAllByRole('button', { name: 'Clear failed sign-ins' })
    expect(buttons).toHaveLength(1)
    fireEvent.click(buttons[0]!)
    await waitFor(() => expect(screen.getByText('bola@haven.ng can sign in again')).toBeTruthy())
    expect(calls).toContain('POST /api/v1/console/staff/2/unlock')
  })
})
