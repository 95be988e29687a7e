import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakeApi, ok } from '~/testing/fake-api'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { GoogleButton } from './google-button'

describe('GoogleButton without credentials', () => {
  it('stays hidden when /auth/providers says Google is off', async () => {
    const api = installFakeApi({ 'GET /auth/providers': () => ok({ google: false }) })
    renderWithTenant(<GoogleButton />)
    await waitFor(() => expect(api.callsTo('GET /auth/providers')).toHaveLength(1))
    await new Promise((r) => setTimeout(r, 0))
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull()
  })
})
