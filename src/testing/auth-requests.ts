import { fireEvent, screen } from '@testing-library/react'
import { expect } from 'vitest'
import { OPEN_AUTH_EVENT, type OpenAuthDetail } from '~/components/layout/auth-events'

/** Records what a page asks the auth modal to open (requestAuth) until stop(), for sign-in gate tests. */
export function recordAuthRequests() {
  const asked: OpenAuthDetail[] = []
  const listen = (e: Event) => asked.push((e as CustomEvent<OpenAuthDetail>).detail)
  window.addEventListener(OPEN_AUTH_EVENT, listen)
  return { asked, stop: () => window.removeEventListener(OPEN_AUTH_EVENT, listen) }
}

/** A visitor sees the page's sign-in prompt under this heading; its Sign in opens the modal in sign-in mode. */
export function expectSignInPrompt(heading: string) {
  const auth = recordAuthRequests()
  try {
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(auth.asked).toEqual([{ mode: 'signin' }])
  } finally {
    auth.stop()
  }
}
