import { pageModules } from './pages'
import { routeTree } from './route-tree'

/** The browser's routes: every page module loaded on demand. */
export const routes = routeTree((id) => pageModules[id])
