import { describe, expect, it } from 'vitest'
import { allRoutes } from '~/config/paths'
import { onPurge } from '~/server/cache/purge-pages'
import { tenantRegistry } from '~/server/tenants/load-tenants'
import { sitemapXml } from '../../../scripts/build-lib/site-files'
import { createResponseCache } from '../../../scripts/serve-lib/response-cache'
import { alertBuyer, runAt } from '../alerts-harness'
import { send, TENANT } from '../api-test-db'
import { changeDoors } from './listing-changes-doors'
import { ok, useListingChangeHarness } from './listing-changes-harness'
import {
  answersShowing,
  asRequest,
  fetchAnswer,
  NOT_LISTING_CHANGES,
  writesInCode,
} from './listing-doors'

/**
 * Invariant 4 (issue 33): every listing change reaches everything downstream — its listing events,
 * the CDN purge (cache tags) and so `npm start`'s response cache, the alerts (saved searches and
 * favourites) and the sitemap — whichever door made it. The doors are read from the code: the
 * functions' route tables, `npm run ops`' actions and the operator command table. A door this file
 * does not know fails it: say what it changes in listing-changes-doors.ts, or in listing-doors.ts why
 * it changes no listing.
 */
const harness = useListingChangeHarness()
const { testDb, outbox } = harness
const tenant = tenantRegistry().byDomain(TENANT)!
const DOORS = changeDoors(harness)

const mentions = (who: { email: string } | null, id: number) =>
  !!who && outbox.mailsTo(who.email).some((m) => m.includes(`/listings/${id}/`))
let words = 0

describe('invariant 4: every listing change reaches everything downstream', () => {
  it('every write in the code is a door this test drives, or is known to change no listing', () => {
    const writes = writesInCode()
    const unknown = writes.filter((w) => !(w in DOORS) && !(w in NOT_LISTING_CHANGES))
    expect(
      unknown,
      'doors this test does not know: drive them in DOORS, or say in NOT_LISTING_CHANGES why they change no listing',
    ).toEqual([])
    const gone = [...Object.keys(DOORS), ...Object.keys(NOT_LISTING_CHANGES)].filter(
      (d) => !writes.includes(d),
    )
    expect(gone, 'doors named here that the code no longer has').toEqual([])
    expect(Object.keys(DOORS).length).toBeGreaterThanOrEqual(20)
  })

  it('the sitemap names routes only (decision 045): no listing change can leave it stale', () => {
    const xml = sitemapXml(tenant, allRoutes)
    expect(xml).toContain('<loc>')
    expect(xml).not.toMatch(/\/listings\/|:id|:slug/)
  })

  for (const [door, changes] of Object.entries(DOORS))
    for (const c of changes)
      it(`${door}: ${c.what}`, async () => {
        const { db } = testDb
        const word = `doorfield${++words}x`
        const before = await c.before(word)
        const searcher = await alertBuyer(db)
        ok(
          await send(
            'POST',
            '/save-search',
            { label: word, query: `location=${word}`, alert_frequency: 'instant' },
            { token: searcher.token },
          ),
          201,
        )
        const fan =
          before !== null &&
          (await db.query('select 1 from listings where id = $1 and published', [before])).length
            ? await alertBuyer(db)
            : null
        if (fan) ok(await send('POST', '/favourite', { listing_id: before }, { token: fan.token }))

        // The CDN, played by npm start's response cache (its clock stopped), holding every answer that shows the listing.
        const cache = createResponseCache(() => 0)
        const urls = await answersShowing(db, before, word)
        for (const url of urls) {
          const answer = await fetchAnswer(url)
          cache.put(asRequest(url), answer)
          expect(
            answer.status !== 200 || cache.get(asRequest(url)) !== undefined,
            `${url} is kept`,
          ).toBe(true)
        }
        const purged: string[] = []
        const stop = [
          onPurge((tags) => cache.purge(tags)),
          onPurge((tags) => void purged.push(...tags)),
        ]
        const [{ last }] = (await db.query<{ last: number }>(
          'select coalesce(max(id), 0)::int as last from listing_events',
        )) as [{ last: number }]
        let id: number
        try {
          id = await c.change(before, word)
        } finally {
          for (const off of stop) off()
        }

        // Its events, from its channel.
        const events = await db.query<{ kind: string; to_value: string; channel: string }>(
          'select kind, to_value, channel from listing_events where listing_id = $1 and id > $2 order by id',
          [id, last],
        )
        if (c.events.length === 0)
          expect(events, 'events of a change to no event field').toEqual([])
        else {
          expect(
            events.map((e) => e.channel).filter((ch) => ch !== c.channel),
            'events from another channel',
          ).toEqual([])
          for (const [kind, to] of c.events)
            expect(events, `a ${kind} event`).toContainEqual(
              expect.objectContaining(to === undefined ? { kind } : { kind, to_value: to }),
            )
        }

        // Every answer still kept says what the origin says now: the rest were purged by tag (purged: …).
        for (const url of urls) {
          const kept = cache.get(asRequest(url))
          if (kept)
            expect(
              kept.body.toString(),
              `${url} kept stale after purging [${purged.join(', ')}]`,
            ).toBe((await fetchAnswer(url)).body.toString())
        }

        // The next alert run tells whom it should, and nobody else.
        await runAt(db, 2)
        expect(mentions(searcher, id), 'the saved search heard of it').toBe(c.hears === 'search')
        if (c.hears === 'favourite')
          expect(fan, 'a favourite change needs a published listing before').not.toBeNull()
        expect(mentions(fan, id), 'the favourite heard of it').toBe(c.hears === 'favourite')
      })
})
