import { FavouritesPage } from '~/features/favourites/favourites-page'

/** /favorites and /favourites (000 §2): favourite properties, signed in only. */
export function Component() {
  return <FavouritesPage />
}
