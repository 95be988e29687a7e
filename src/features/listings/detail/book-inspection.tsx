import { useSession } from '~/lib/session'
import { useSignInGate } from '../components/sign-in-gate'

const button = 'mt-4 flex w-full items-center justify-center rounded-lg bg-brand px-4 py-2.5 font-semibold text-brand-ink hover:opacity-90'

/**
 * Inspections need an account (000 §4): a visitor gets 'Let’s Get You In'. Signed in, the button
 * leads to the enquiry form until the viewing booking modal lands (buyer-tools issue).
 */
export function BookInspection() {
  const current = useSession()
  const { notice, ask } = useSignInGate()
  if (current)
    return (
      <a href="#enquiry" className={button}>
        Ask about an inspection
      </a>
    )
  return (
    <>
      <button type="button" onClick={() => ask('viewing')} className={button}>
        Book an inspection
      </button>
      {notice}
    </>
  )
}
