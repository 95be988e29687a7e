import { useSession } from '~/lib/session'
import type { ListingDto } from '~/shared/types/listing'
import { useSignInGate } from './sign-in-gate'

interface SaveButtonProps {
  listing: Pick<ListingDto, 'id' | 'title' | 'is_favorite'>
  /** 'icon': the heart on a card; 'button': the detail page's top bar. */
  variant: 'icon' | 'button'
  className?: string
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.7 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  )
}

/**
 * Save a listing (000 §4). A visitor gets 'Save Your Favorites' with log-in and sign-up actions.
 * Signed-in saving (the favourites list and count) lands with the buyer-tools issue; until then
 * the control is shown to visitors only, so it never pretends to save.
 */
export function SaveButton({ listing, variant, className = '' }: SaveButtonProps) {
  const current = useSession()
  const { notice, ask } = useSignInGate()
  if (current) return null
  const label = variant === 'icon' ? `Save ${listing.title}` : undefined
  return (
    <>
      <button type="button" aria-label={label} onClick={() => ask('favorites')} className={className}>
        <Heart filled={listing.is_favorite === 1} />
        {variant === 'button' && 'Save'}
      </button>
      {notice}
    </>
  )
}
