import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unsubscribeToken } from '~/server/alerts/unsubscribe-token'
import { writeCatalogue } from '~/server/catalogue/import/write-catalogue'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import { storedRecord } from '~/server/console/listings/editor-record'
import { consoleUploadPipeline } from '~/server/media/console-upload-pipeline'
import { folderStore } from '~/server/media/media-store'
import { useUploadPipeline } from '~/server/media/upload-pipeline'
import { alertBuyer, runAt } from '../alerts-harness'
import { send, TENANT, useTestDb } from '../api-test-db'
import { useOutbox } from '../test-outbox'
import { lagosIn } from '../trust-harness'
import {
  consoleListing,
  editorPost,
  functionNames,
  pagePaths,
  publicGetRoutes,
  sharedProbes,
  surfaces,
  WORD,
} from './nothing-unpublished-harness'
import {
  API_ROUTES,
  FUNCTIONS,
  HIDDEN_KINDS,
  NOT_FOUND,
  PAGE_ROUTES,
  type Answer,
  type HiddenListing,
  type Scene,
} from './public-surfaces'

/**
 * Invariant 1 (issue 33): nothing unpublished is public. For every public route and page, a draft,
 * an unpublished, a sold and a let listing — each in the place, the price band and the realtor of
 * a real listing — is absent (404, or not in the list) and counted nowhere: every answer that does
 * not name one of them is exactly what it was before they existed. The surfaces come from the code
 * (the API app's route table, the page function's config.path, netlify/functions); one this test
 * does not know fails it, so it is taught rather than skipped.
 */
const t = useTestDb()
const outbox = useOutbox('nothing-unpublished')
const photos = mkdtempSync(join(tmpdir(), 'haven-unpublished-photos-'))

let editor = ''
let scene: Scene
const hidden: HiddenListing[] = []
const baseline = new Map<string, Answer>()
let imported = ''

/** The marks of hidden listings found in a text, but `own` (a sold listing's own page names it). */
const leaks = (text: string, own?: HiddenListing) => {
  const lower = text.toLowerCase()
  return hidden
    .filter((h) => h !== own)
    .flatMap((h) =>
      h.marks.filter((m) => lower.includes(m.toLowerCase())).map((m) => `${h.kind}: ${m}`),
    )
}

beforeAll(async () => {
  useUploadPipeline(consoleUploadPipeline(folderStore(photos)))
  const staff = await createStaff(
    t.db,
    { actor: 'test', channel: 'cli' },
    TENANT,
    'invariant-editor@haven.ng',
    'editor',
    null,
  )
  editor = await openSession(t.db, { id: staff.id, tenant_id: TENANT }, 'signed-in')
  // A house for sale with comparables (price context shown), a realtor and similar listings around it.
  const [ref] = await t.db.query<Scene['ref']>(
    `select l.id, l.slug, l.area_id, l.neighbourhood_id, a.name as area, r.id as realtor_id, r.username as realtor
     from listings l join location_areas a on a.id = l.area_id join realtors r on r.id = l.realtor_id
     where l.category = 'For sale' and l.property_type = 'House' and l.unit_size > 0 and l.available_confirmed_at is not null
       and (select count(*) from listings o where o.area_id = l.area_id and o.category = l.category and o.property_type = l.property_type and o.availability = 'available') > 6
     order by l.id limit 1`,
  )
  const buyer = await alertBuyer(t.db)
  const auth = { token: buyer.token }
  expect(
    (
      await send(
        'POST',
        '/save-search',
        {
          label: 'Near the house',
          query: `neighborhood_id=${ref!.neighbourhood_id}&sort_by=new`,
          alert_frequency: 'instant',
        },
        auth,
      )
    ).status,
  ).toBeLessThan(300)
  expect((await send('POST', '/favourite', { listing_id: ref!.id }, auth)).status).toBe(200)
  const viewing = await send(
    'POST',
    '/enquiry/schedule-viewing',
    {
      viewing_type: 'MYSELF',
      phone_number: '08031234567',
      inspection_type: 'PHYSICAL_INSPECTION',
      date: lagosIn(4),
      listing_id: ref!.id,
    },
    auth,
  )
  expect(viewing.status, JSON.stringify(viewing.body)).toBe(201)
  scene = {
    ref: ref!,
    buyer: {
      token: buyer.token,
      viewingId: viewing.body.data.id,
      unsubscribeToken: unsubscribeToken(TENANT, buyer.id, { kind: 'all' }),
    },
    word: WORD,
  }

  for (const probe of await sharedProbes(scene)) {
    expect(baseline.has(probe.label), `two probes named ${probe.label}`).toBe(false)
    baseline.set(probe.label, await probe.get())
  }

  // Each state reached the way staff reach it: a draft; published (and saved by the buyer), then unpublished; sold; let.
  for (const kind of HIDDEN_KINDS) {
    const h = await consoleListing(t.db, editor, scene, kind)
    if (kind !== 'draft') await editorPost(editor, `/listings/${h.id}/publish`, { published: true })
    if (kind === 'unpublished') {
      expect((await send('POST', '/favourite', { listing_id: h.id }, auth)).status).toBe(200)
      await editorPost(editor, `/listings/${h.id}/publish`, { published: false })
    }
    if (kind === 'sold' || kind === 'let')
      await editorPost(editor, `/listings/${h.id}/mark-${kind}`, {})
    hidden.push(h)
  }
}, 120_000)
afterAll(() => useUploadPipeline(null))

describe('invariant 1: nothing unpublished is public', () => {
  it('knows how to probe every public surface the code has, and no surface the code no longer has', () => {
    const untaught = [
      ...publicGetRoutes.filter((p) => !API_ROUTES[p]).map((p) => `API route ${p}`),
      ...pagePaths.filter((p) => !PAGE_ROUTES[p]).map((p) => `page ${p}`),
      ...functionNames.filter((f) => !FUNCTIONS[f]).map((f) => `function ${f}`),
    ]
    expect(untaught, 'teach tests/api/invariants/public-surfaces.ts how to probe these').toEqual([])
    const gone = [
      ...Object.keys(API_ROUTES).filter((p) => !publicGetRoutes.includes(p)),
      ...Object.keys(PAGE_ROUTES).filter((p) => !pagePaths.includes(p)),
      ...Object.keys(FUNCTIONS).filter((f) => !functionNames.includes(f)),
    ]
    expect(gone).toEqual([])
  })

  it('answers every shared probe exactly as before the hidden listings existed, naming none of them', async () => {
    const changed: string[] = []
    for (const probe of await sharedProbes(scene)) {
      const after = await probe.get()
      const found = leaks(after.text)
      if (found.length) changed.push(`${probe.label} names ${found.join(', ')}`)
      else if (
        after.status !== baseline.get(probe.label)!.status ||
        after.text !== baseline.get(probe.label)!.text
      )
        changed.push(`${probe.label} changed`)
    }
    expect(changed).toEqual([])
  })

  it('answers 404 for a draft or an unpublished listing wherever it is asked for by id or slug; a sold or let one names no other', async () => {
    const wrong: string[] = []
    for (const h of hidden)
      for (const probe of surfaces().flatMap((x) => x.each?.(scene, h) ?? [])) {
        const { status, text } = await probe.get()
        if (NOT_FOUND.includes(h.kind) && status !== 404)
          wrong.push(`${probe.label} (${h.kind}) answered ${status}`)
        const found = leaks(text, NOT_FOUND.includes(h.kind) ? undefined : h)
        if (found.length) wrong.push(`${probe.label} (${h.kind}) names ${found.join(', ')}`)
      }
    expect(wrong).toEqual([])
  })

  it('mails no hidden listing in any alert, while a listing imported beside them is mailed', async () => {
    // A new published listing in the same place, through db:import's writer: the alert has news to send.
    const record = await storedRecord(t.db, scene.ref.id)
    const { id: _id, published: _published, ...fields } = record
    imported = `${WORD}-imported`
    await t.db.transaction((tx) =>
      writeCatalogue(tx, {
        realtors: [],
        listings: [
          {
            ...fields,
            slug: `${imported}-house`,
            property_id: 'HVN-IMPORTED1',
            title: `4 bedroom house at ${imported} Court`,
            created_at: new Date().toISOString(),
            published_at: new Date().toISOString(),
            confirmed_available_at: new Date().toISOString(),
          },
        ],
      }),
    )
    await runAt(t.db, 2)
    const mails = readdirSync(outbox.dir).map((f) =>
      readFileSync(join(outbox.dir, f), 'utf8').replace(/=\r?\n/g, ''),
    )
    expect(mails.some((m) => m.toLowerCase().includes(imported))).toBe(true)
    expect(mails.flatMap((m) => leaks(m))).toEqual([])
  })
})
