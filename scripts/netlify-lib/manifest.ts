import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where `netlify build` (26.2: @netlify/build's functions core step) writes the function zips and their manifest. */
export const FUNCTIONS_BUILT = '.netlify/functions'

export interface ManifestRoute {
  pattern: string
  literal?: string
  expression?: string
  methods: string[]
}
export interface ManifestFunction {
  name: string
  bundler: string
  path: string
  mainFile: string
  routes?: ManifestRoute[]
  /** config.excludedPath as Netlify compiled it: paths the function leaves to others. */
  excludedRoutes?: Omit<ManifestRoute, 'methods'>[]
  /** A scheduled function's cron expression (its config.schedule). */
  schedule?: string
}

export function readManifest(root: string): ManifestFunction[] {
  return (JSON.parse(readFileSync(join(root, FUNCTIONS_BUILT, 'manifest.json'), 'utf8')) as { functions: ManifestFunction[] }).functions
}

const matches = (route: Omit<ManifestRoute, 'methods'>, path: string) => (route.literal !== undefined ? route.literal === path : new RegExp(route.expression ?? '$^').test(path))

/** The names of the functions whose routes, as Netlify compiled them, take this path. */
export function functionsFor(fns: readonly ManifestFunction[], path: string): string[] {
  return fns.filter((f) => f.routes?.some((r) => matches(r, path)) && !f.excludedRoutes?.some((r) => matches(r, path))).map((f) => f.name)
}
