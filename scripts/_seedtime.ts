import { createDb } from '~/server/db/get-db'
import { seedCatalogue } from '~/server/catalogue/seed/seed-catalogue'
const db = await createDb(process.argv[2] ?? 'memory://')
const t0 = performance.now(); let last = t0
await seedCatalogue(db, { listings: 40000, onProgress: (d) => { if (d % 10000 === 0) { const t = performance.now(); console.log(d, Math.round(t - last)); last = t } } })
console.log('total', Math.round(performance.now() - t0), 'after last batch', Math.round(performance.now() - last))
await db.close()
