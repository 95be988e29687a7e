import { useSession } from '~/lib/session'
import type { ListingDto } from '~/shared/types/listing'
import { useToggleFavourite } from '~/features/favourites/api/toggle-favourite'
import { useIsFavourite } from '~/features/favourites/saved-state'
import { useSignInGate } from './sign-in-gate'

interface SaveButtonProps {
  listing: Pick<ListingDto, 'id' | 'title' | 'is_favorite'>
  /** 'icon': the heart on a card; 'button': the detail page's top bar. */
  variant: 'icon' | 'button'
  className?: string
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`h-5 w-5 ${filled ? 'text-red-600' : ''}`} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.7 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  )
}

/**
 * Save a listing (000 §4): signed in, the heart toggles the saved state at once; a visitor gets
 * 'Save Your Favorites', and signing in from it saves the listing.
 */
export function SaveButton({ listing, variant, className = '' }: SaveButtonProps) {
  const current = useSession()
  const saved = useIsFavourite(listing)
  const toggle = useToggleFavourite()
  const { notice, ask } = useSignInGate()
  const label = variant === 'icon' ? (saved ? `Remove ${listing.title} from favourites` : `Save ${listing.title}`) : undefined
  const onClick = () => (current ? void toggle(listing.id, !saved) : ask('favorites', () => void toggle(listing.id, true)))
  return (
    <>
      <button type="button" aria-label={label} aria-pressed={current ? saved : undefined} onClick={onClick} className={className}>
        <Heart filled={saved} />
        {variant === 'button' && (saved ? 'Saved' : 'Save')}
      </button>
      {notice}
    </>
  )
}
