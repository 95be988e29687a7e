import type { ReactNode } from 'react'
import { preloadAuth, requestAuth } from '~/components/layout/auth-events'
import { SIGN_IN_NEEDS_JS } from '~/components/ui/needs-javascript'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * The marketplace's signed-out Sign in (decision 056). Before hydration a same-looking <details>
 * whose note says what signing in needs: a browser without JavaScript opens it; one that runs
 * scripts never paints the note, and a click React replays once hydrated opens the sign-in dialog.
 * After hydration, the button. (Not on the prerendered marketing pages: their byte budgets.)
 */
export function noJsSignIn(button: ReactNode, buttonClassName: string) {
  return <NoJsSignIn button={button} buttonClassName={buttonClassName} />
}

function NoJsSignIn({ button, buttonClassName }: { button: ReactNode; buttonClassName: string }) {
  const hydrated = useHydrated()
  if (hydrated) return <>{button}</>
  return (
    <details className="relative">
      <summary
        onPointerEnter={preloadAuth}
        onClick={(e) => {
          e.preventDefault()
          requestAuth('signin')
        }}
        className={`cursor-pointer list-none rounded-lg px-4 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden ${buttonClassName}`}
      >
        Sign in
      </summary>
      <p role="note" className="nojs-only absolute right-0 z-50 mt-2 w-72 rounded-lg border border-gray-200 bg-white p-3 text-sm font-normal text-gray-800 shadow-lg">
        {SIGN_IN_NEEDS_JS}
      </p>
    </details>
  )
}
