import { createDb, setDb } from '~/server/db/get-db'
import { seedCatalogue } from '~/server/catalogue/seed/seed-catalogue'
import handler from '../netlify/functions/api'
const db = await createDb(process.argv[2] ?? 'memory://')
console.time('seed'); await seedCatalogue(db, { listings: Number(process.env.N ?? 500) }); console.timeEnd('seed')
setDb(db)
const h = { 'x-tenant-id': 'haven.ng' }
for (const path of ['/indexing/listings-search?state=Lagos&property_status=Completed&sort_by=lowest_price&limit=2&page=1', '/indexing/location-search?inputText=lek', '/sales-advisors/realtors?limit=1', '/indexing/get-similar-property?listing_id=3&limit=2', '/indexing/filter-options', '/indexing/listings-search?sort_by=x']) {
  const res = await handler(new Request('http://localhost/api/v1' + path, { headers: h }))
  console.log(res.status, res.headers.get('content-type'), (await res.text()).slice(0, 1500))
}
await db.close()
