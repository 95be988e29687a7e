import { requestAuth } from '~/components/layout/auth-events'
import { SIGN_IN_NEEDS_JS } from '~/components/ui/needs-javascript'
import { useHydrated } from '~/lib/use-hydrated'

/** What a signed-in page shows a visitor in its place: why to sign in, and a Sign in button. */
export function SignInPrompt({ title, text, className = '' }: { title: string; text: string; className?: string }) {
  const hydrated = useHydrated()
  return (
    <div className={`rounded-xl border border-gray-200 bg-white p-6 text-center ${className}`}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-gray-600">{text}</p>
      <button type="button" onClick={() => requestAuth('signin')} className="mt-4 rounded-lg bg-brand px-6 py-2.5 font-semibold text-brand-ink hover:opacity-90">
        Sign in
      </button>
      {/* Painted by the server for a visitor, the button needs the app: say so without it (decision 056). */}
      {!hydrated && <p className="nojs-only mt-3 text-sm text-gray-700">{SIGN_IN_NEEDS_JS}</p>}
    </div>
  )
}
