import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

type Handler = (req: Request, context: unknown) => Response | Promise<Response>

export interface MountedFunction {
  name: string
  patterns: RegExp[]
  /** config.excludedPath: paths this function leaves to another (the API leaves the uploads, decision 057). */
  excluded: RegExp[]
  handler: Handler
}

/** Netlify's config.path syntax: literal segments, :params and a trailing * wildcard. */
export function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((seg) => (seg === '*' ? '.*' : seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${escaped.replace(/\/\.\*$/, '(?:/.*)?')}$`)
}

/** Loads every module of netlify/functions unchanged and mounts it under its config.path. */
export async function loadFunctions(dir: string): Promise<MountedFunction[]> {
  const files = readdirSync(dir).filter((f) => /\.(ts|mts|js|mjs)$/.test(f) && !f.includes('.test.'))
  const mounted: MountedFunction[] = []
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default?: Handler; config?: { path?: string | string[]; excludedPath?: string | string[] } }
    if (typeof mod.default !== 'function' || !mod.config?.path) continue
    const list = (p: string | string[] | undefined) => (p === undefined ? [] : Array.isArray(p) ? p : [p])
    mounted.push({ name: file.replace(/\.[^.]+$/, ''), patterns: list(mod.config.path).map(pathPattern), excluded: list(mod.config.excludedPath).map(pathPattern), handler: mod.default })
  }
  return mounted
}

export function findFunction(fns: readonly MountedFunction[], pathname: string): MountedFunction | undefined {
  return fns.find((f) => f.patterns.some((p) => p.test(pathname)) && !f.excluded.some((p) => p.test(pathname)))
}
