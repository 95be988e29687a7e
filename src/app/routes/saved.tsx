import { SavedSearchesPage } from '~/features/saved-searches/saved-searches-page'

/** /saved (000 §2): the signed-in user's saved searches. */
export function Component() {
  return <SavedSearchesPage />
}
