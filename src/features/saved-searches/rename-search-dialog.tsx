import type { SavedSearch } from '~/shared/types/buyer-tools'
import { useSavedSearchActions } from './api/saved-searches'
import { RENAME_TOASTS, withToasts } from './search-toasts'
import { TitleDialog } from './title-dialog'

/** The edit dialog of a saved search's title on /saved (fetched when first opened). */
export default function RenameSearchDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { rename } = useSavedSearchActions()
  const submit = async (label: string) => {
    if (await withToasts(RENAME_TOASTS, () => rename(search.id, label))) onClose()
  }
  return <TitleDialog heading="Edit search title" initial={search.label} submitLabel="Save changes" requireChange onSubmit={submit} onClose={onClose} />
}
