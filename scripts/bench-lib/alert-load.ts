import type { Db } from '~/server/db/db'

/**
 * The bench's buyers (scripts/bench-alerts.ts): verified accounts with saved searches of varied
 * filters and frequencies, favourites, 1,000 listings on the market since yesterday and 2,000
 * price cuts on favourited listings — all in bulk SQL, so seeding takes seconds.
 */
export async function seedAlertLoad(db: Db, tenant: string, sizes: { searches: number; favourites: number }) {
  const buyers = Math.max(1, Math.round(sizes.searches / 2))
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into users (tenant, email, first_name, last_name, phone, referral_code, email_verified_at, created_at)
       select $1, 'bench' || g || '@example.com', 'Ada', 'Okafor', '+2348031234567', 'BENCH' || g, now() - interval '30 days', now() - interval '30 days'
       from generate_series(1, $2::int) g`,
      [tenant, buyers],
    )
    await tx.query(
      `insert into alert_people (user_id, tenant, time_zone, favourites_frequency, favourites_watermark, favourites_checked_at)
       select id, $1, (array['Africa/Lagos', 'Europe/London', 'America/New_York', 'Asia/Dubai'])[1 + id % 4], 'instant', now() - interval '1 day', now() - interval '1 day'
       from users where tenant = $1 and email like 'bench%'`,
      [tenant],
    )
    // Queries like the filter bar makes: a state, then bedrooms, type, category and a price cap in turn.
    await tx.query(
      `insert into saved_searches (tenant, user_id, label, query, alert_frequency, alert_watermark, alert_checked_at)
       select $1, u.id, 'Search ' || g,
         concat_ws('&', 'state=' || (array['Lagos', 'Abuja', 'Ogun'])[1 + (u.id + g) % 3],
           case when g % 2 = 0 then 'bedrooms=' || (1 + (u.id % 5)) end,
           case when g % 3 = 0 then 'property_type=' || (array['Apartment', 'House', 'Land'])[1 + u.id % 3] end,
           'category=' || (array['For sale', 'For rent'])[1 + (u.id + g) % 2],
           case when u.id % 4 = 0 then 'max_amount=' || (50000000 * (1 + u.id % 6)) end),
         (array['instant', 'instant', 'daily', 'daily', 'weekly'])[1 + (u.id + g) % 5], now() - interval '1 day', now() - interval '2 days'
       from users u cross join generate_series(1, 2) g where u.tenant = $1 and u.email like 'bench%'`,
      [tenant],
    )
    await tx.query(
      `insert into favourites (user_id, listing_id, tenant, created_at)
       select u.id, l.id, $1, now() - interval '20 days'
       from users u cross join generate_series(1, $2::int) k
       join listings l on l.id = 1 + ((u.id * 7919 + k * 104729) % (select count(*) from listings))
       where u.tenant = $1 and u.email like 'bench%'
       on conflict do nothing`,
      [tenant, Math.ceil(sizes.favourites / buyers)],
    )
    // Yesterday's market: 1,000 listings first recorded, 2,000 price cuts on favourited listings.
    await tx.query(
      `insert into listing_events (listing_id, kind, from_value, to_value, channel, created_at)
       select id, 'availability', null, 'available', 'import', now() - make_interval(mins => (id % 1400)) from listings where id % 100 = 7`,
    )
    await tx.query(
      `insert into listing_events (listing_id, kind, from_value, to_value, channel, created_at)
       select l.id, 'price', l.asking_price_ngn::text, (l.asking_price_ngn * 9 / 10)::text, 'import', now() - make_interval(mins => (l.id % 1400))
       from listings l where l.id in (select listing_id from favourites group by listing_id order by listing_id limit 2000)`,
    )
  })
  const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0]!.n
  return {
    buyers,
    searches: await count('select count(*)::int as n from saved_searches'),
    favourites: await count('select count(*)::int as n from favourites'),
    events: await count('select count(*)::int as n from listing_events'),
  }
}

/** EXPLAIN of the run's reads (the shapes load-alert-inputs.ts sends), for the bench's record. */
export async function explainAlertReads(db: Db, tenant: string, horizon: Date): Promise<Record<string, string>> {
  const since = new Date(horizon.getTime() - 86_400_000).toISOString()
  const h = horizon.toISOString()
  const reads: Record<string, [string, unknown[]]> = {
    'new listings': [
      `select e.listing_id, max(e.created_at) from listing_events e
       where e.created_at > $1 and e.created_at <= $2
         and (e.from_value is null or (e.kind = 'availability' and e.to_value = 'available') or (e.kind = 'published' and e.to_value = 'true'))
       group by e.listing_id`,
      [since, h],
    ],
    'favourite events': [
      `select f.user_id, e.listing_id, e.kind from listing_events e
       join favourites f on f.listing_id = e.listing_id and f.tenant = $1
       left join alert_people p on p.user_id = f.user_id
       where e.created_at > $2 and e.created_at <= $3 and e.kind in ('price', 'availability', 'published')
         and e.from_value is not null and e.created_at > f.created_at
         and (p.favourites_watermark is null or e.created_at > p.favourites_watermark)`,
      [tenant, since, h],
    ],
    'saved searches': [`select s.id from saved_searches s where s.tenant = $1 and s.alert_frequency <> 'off'`, [tenant]],
  }
  const out: Record<string, string> = {}
  for (const [name, [sql, params]] of Object.entries(reads))
    out[name] = (await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params)).map((r) => r['QUERY PLAN']).join('\n')
  return out
}
