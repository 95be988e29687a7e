import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'

// The notice (a Headless UI dialog) is fetched only when a visitor first meets a gate.
const SignInNotice = lazy(() => import('./sign-in-notice').then((m) => ({ default: m.SignInNotice })))

/** The three sign-in notices of 000 §4. */
export const NOTICES = {
  favorites: { title: 'Save Your Favorites', text: 'Log in or sign up to save this listing and access it anytime.' },
  connect: { title: 'Let’s Connect You', text: 'Log in or sign up to connect with a trusted Realtor and get the help you need.' },
  viewing: { title: 'Let’s Get You In', text: 'Log in or sign up to request a property viewing.' },
} as const
export type NoticeKind = keyof typeof NOTICES

/**
 * `ask(kind, then?)` shows that notice; render `notice` once, anywhere in the component. When the
 * visitor signs in (or up) from it, they stay on the page and `then` runs (the listing is saved,
 * the booking opens).
 */
export function useSignInGate(): { notice: ReactNode; ask: (kind: NoticeKind, then?: () => void) => void } {
  const [asked, setAsked] = useState<{ kind: NoticeKind; then?: () => void } | null>(null)
  const ask = useCallback((kind: NoticeKind, then?: () => void) => setAsked({ kind, then }), [])
  const notice = asked && (
    <Suspense fallback={null}>
      <SignInNotice open onClose={() => setAsked(null)} then={asked.then} {...NOTICES[asked.kind]} />
    </Suspense>
  )
  return { notice, ask }
}
