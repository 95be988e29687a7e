import type { ReactNode } from 'react'
import { requestAuth } from './auth-events'
import { AppLink } from '~/components/ui/app-link'
import { useSession } from '~/lib/session'

/** 001 §4 Refer button: signed in it goes to /referrals; otherwise sign-up opens and leads there. */
export function ReferButton({ className = '', children = 'Refer & Earn' }: { className?: string; children?: ReactNode }) {
  const current = useSession()
  if (current) {
    return (
      <AppLink href="/referrals" className={className}>
        {children}
      </AppLink>
    )
  }
  return (
    <button type="button" className={className} onClick={() => requestAuth('signup', { redirectTo: '/referrals' })}>
      {children}
    </button>
  )
}
