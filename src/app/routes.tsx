import { createPageLoader } from './page-loader'
import { pageModules } from './pages'

/** The browser's pages: every page module loaded on demand. */
export const pages = createPageLoader((id) => pageModules[id])
