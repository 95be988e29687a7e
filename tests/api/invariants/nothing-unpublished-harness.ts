import { readdirSync } from 'node:fs'
import sharp from 'sharp'
import { expect } from 'vitest'
import { app } from '~/server/api/create-api-app'
import { storedRecord } from '~/server/console/listings/editor-record'
import type { Db } from '~/server/db/db'
import handler from '../../../netlify/functions/api'
import { config as pageConfig } from '../../../netlify/functions/marketplace-page'
import { consoleCall, type Json } from '../console-harness'
import { editorBody, uploadCall } from '../console-listing-harness'
import {
  API_ROUTES,
  FUNCTIONS,
  HIDDEN_KINDS,
  PAGE_ROUTES,
  SITE_FILES,
  type HiddenKind,
  type HiddenListing,
  type Probe,
  type Scene,
  type Surface,
} from './public-surfaces'

/** Invariant 1's surfaces as the code lists them, their shared probes, and the hidden listings staff make. */

export const WORD = 'quillwort'

const FUNCTION_DIR = new URL('../../../netlify/functions/', import.meta.url)
export const functionNames = readdirSync(FUNCTION_DIR)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
/** The API app's GET routes a visitor or a buyer can call: all but the console's and the operators'. */
export const publicGetRoutes = [
  ...new Set(
    app.routes
      .filter((r) => r.method === 'GET' && !/^\/api\/v1\/(console|ops)(\/|$)/.test(r.path))
      .map((r) => r.path),
  ),
]
export const pagePaths: string[] = [pageConfig.path ?? []].flat()

export const surfaces = (): Surface[] => [
  ...Object.values(API_ROUTES),
  ...Object.values(PAGE_ROUTES),
  SITE_FILES,
]
/** The probes of the functions that are not the API's or the pages': a GET of each of their paths. */
async function functionProbes(s: Scene): Promise<Probe[]> {
  const probes: Probe[] = []
  for (const name of functionNames) {
    const how = FUNCTIONS[name]
    if (typeof how !== 'function') continue
    const mod = (await import(new URL(`${name}.ts`, FUNCTION_DIR).href)) as {
      default: (req: Request) => Promise<Response>
      config: { path?: string | string[] }
    }
    for (const path of [mod.config.path ?? []].flat()) {
      const url = `http://localhost:8888${how(path, s)}`
      probes.push({
        label: `${name} GET ${path}`,
        get: async () => {
          const res = await mod.default(new Request(url, { headers: { host: 'localhost:8888' } }))
          return { status: res.status, text: await res.text() }
        },
      })
    }
  }
  return probes
}
export const sharedProbes = async (s: Scene) => [
  ...surfaces().flatMap((x) => x.shared?.(s) ?? []),
  ...(await functionProbes(s)),
]

/** A new listing from the console, in the reference listing's place, price band and realtor, with one photo. */
export async function consoleListing(
  db: Db,
  editor: string,
  scene: Scene,
  kind: HiddenKind,
): Promise<HiddenListing> {
  const ref = await storedRecord(db, scene.ref.id)
  const rent = kind === 'let'
  const created = await consoleCall(
    'POST',
    '/listings',
    editorBody({
      title: `4 bedroom house at ${WORD}-${kind} Court`,
      display_address: `${WORD}-${kind} Court, ${scene.ref.area}`,
      neighborhood_id: scene.ref.neighbourhood_id,
      property_sub_type: ref.property_sub_type,
      category: rent ? 'For rent' : 'For sale',
      asking_price: rent ? 9_000_000 : ref.asking_price_ngn,
      asking_price_ngn: rent ? 9_000_000 : ref.asking_price_ngn,
      unit_size: ref.unit_size ?? 300,
      realtor_username: scene.ref.realtor,
    }),
    { cookie: editor },
  )
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const { id, slug, property_id } = created.body.data as Json
  const colour = HIDDEN_KINDS.indexOf(kind) * 50 + 17
  const photo = await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: colour, g: 200 - colour, b: 77 },
    },
  })
    .jpeg()
    .toBuffer()
  const uploaded = await uploadCall(handler, editor, id, photo, { name: `${kind}.jpg` })
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
  const url = (uploaded.body.data.gallery.property_images as string[]).at(-1)!
  const hash = /\/([0-9a-f]{16})-/.exec(url)![1]!
  return { kind, id, slug, marks: [`${WORD}-${kind}`, property_id, hash] }
}
/** A console POST by the editor, which succeeds (publish, unpublish, mark sold or let). */
export const editorPost = async (editor: string, path: string, body: unknown) =>
  expect((await consoleCall('POST', path, body, { cookie: editor })).status).toBe(200)
