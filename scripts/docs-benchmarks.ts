import { writeBenchPage } from './bench-lib/bench-page'

/** `npm run docs:benchmarks`: renders docs/benchmarks.md's tables again from bench/results/*.json. */
const changed = writeBenchPage()
if (!changed.length) console.log('docs/benchmarks.md: every table already matches bench/results')
