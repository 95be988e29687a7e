import { AppLink } from '~/components/ui/app-link'
import { DropdownMenu } from '~/components/ui/dropdown-menu'
import type { AccountPlacement } from '~/components/layout/header-slots'
import { DROPDOWN_CLOSE_DELAY_MS } from '~/components/layout/header-constants'
import { session, type SessionUser } from '~/lib/session'
import { useTenant } from '~/lib/tenant'
import { toast } from '~/lib/toast-store'
import { useFavouriteCount, useSavedSearchCount } from '~/features/favourites/api/counts'
import { accountItems, countItems } from './account-items'

function signOut() {
  session.end()
  toast.info('Signed out', 'You have been signed out of this browser.')
}

const initials = (u: SessionUser) => `${u.first_name.charAt(0)}${u.last_name.charAt(0)}`.toUpperCase() || '?'

function Avatar({ user }: { user: SessionUser }) {
  return (
    <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-dark text-xs font-bold text-white">
      {initials(user)}
    </span>
  )
}

export interface AccountAreaProps {
  user: SessionUser
  placement: AccountPlacement
  /** The drawer closes when one of its links is followed. */
  onNavigate?: () => void
  buttonClassName?: string
}

/**
 * The signed-in part of the top bar: a user menu on desktop, a list at the foot of the drawer, each
 * led by the favourite and saved-search counts.
 */
export function AccountArea({ user, placement, onNavigate }: AccountAreaProps) {
  const tenant = useTenant()
  const favourites = useFavouriteCount().data
  const searches = useSavedSearchCount().data
  const items = [...countItems(favourites, searches), ...accountItems(tenant, signOut)]
  const name = user.first_name || user.email

  if (placement === 'header') {
    return (
      <DropdownMenu
        label={
          <>
            <Avatar user={user} />
            <span className="max-w-32 truncate">{name}</span>
          </>
        }
        buttonLabel={`Account menu for ${name}`}
        items={items}
        alignEnd
        closeDelayMs={DROPDOWN_CLOSE_DELAY_MS}
        buttonClassName="gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold hover:bg-black/5"
      />
    )
  }

  return (
    <div>
      <div className="mb-2 flex items-center gap-3 px-3">
        <Avatar user={user} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-gray-900">
            {user.first_name} {user.last_name}
          </p>
          <p className="truncate text-sm text-gray-600">{user.email}</p>
        </div>
      </div>
      <ul aria-label="Account">
        {items.map((item) => (
          <li key={item.label}>
            {'href' in item ? (
              <AppLink href={item.href} external={item.external} onClick={onNavigate} className="block rounded-md px-3 py-2.5 text-gray-800 hover:bg-gray-50">
                {item.label}
              </AppLink>
            ) : (
              <button
                type="button"
                onClick={() => {
                  onNavigate?.()
                  item.onSelect()
                }}
                className="block w-full rounded-md px-3 py-2.5 text-left font-medium text-red-700 hover:bg-red-50"
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
