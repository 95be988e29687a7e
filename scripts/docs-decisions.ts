import { writeFileSync } from 'node:fs'
import { decisionsIndex, INDEX_FILE, readDecisions } from './docs-lib/decisions-index'

/** `npm run docs:decisions`: writes docs/decisions/README.md from the records' titles and Status lines. */
const records = readDecisions()
writeFileSync(INDEX_FILE, decisionsIndex(records))
console.log(`${records.length} records → ${INDEX_FILE}`)
