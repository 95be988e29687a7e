// docs/benchmarks.md's tables: what each marker name renders from which bench/results files.

/** How a table reads one bench/results file. */
export type Read = (file: string) => Json
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- results are whatever each bench wrote
export type Json = any
export interface Figure {
  /** The files in bench/results the table is made from. */
  sources: string[]
  rows: (read: Read) => (string | number)[][]
}

interface LighthousePage {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  totalBytes: number
  jsBytes: number
  imageBytes?: number
}

const ms = (n: number) => Math.round(n)
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const score = (s: number) => Math.round(s * 100)
const cls = (n: number) => String(Number(n.toFixed(3)))
const count = (n: number) => new Intl.NumberFormat('en-US').format(n)
const seconds = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`

/** A measured URL as the page names it: one listing, transaction or realtor stands for its route. */
export function pageLabel(path: string): string {
  if (/^\/listings\/\d+\//.test(path)) return 'a listing'
  if (/^\/transactions\/\d+$/.test(path)) return 'a transaction'
  if (/^\/find-trusted-realtors\/\d+\//.test(path)) return 'a realtor'
  return `\`${path}\``
}

const pages = (run: Json) => Object.entries(run.pages as Record<string, LighthousePage>)

/** One `npm run bench:web` file: every page it measured, images included when it counted them. */
function lighthouse(file: string): Figure {
  return {
    sources: [file],
    rows: (read) => {
      const run = pages(read(file))
      const images = run.some(([, p]) => p.imageBytes !== undefined)
      return [
        [
          'page',
          'score',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'CLS',
          'total KB',
          'JS KB',
          ...(images ? ['img KB'] : []),
        ],
        ...run.map(([path, p]) => [
          pageLabel(path),
          score(p.score),
          ms(p.fcp),
          ms(p.lcp),
          ms(p.tbt),
          cls(p.cls),
          kb(p.totalBytes),
          kb(p.jsBytes),
          ...(images ? [kb(p.imageBytes ?? 0)] : []),
        ]),
      ]
    },
  }
}

/** A cold run and its warm second visit (BENCH_WARM=1), page by page; warm bytes come from the cache. */
function coldWarm(cold: string, warm: string): Figure {
  return {
    sources: [cold, warm],
    rows: (read) => {
      const second = read(warm).pages as Record<string, LighthousePage>
      const warmOf = (label: string) =>
        Object.entries(second).find(([path]) => pageLabel(path) === label)?.[1]
      return [
        ['page', 'cold: score / FCP / LCP / TBT / CLS / total KB', 'warm: score / LCP / TBT'],
        ...pages(read(cold)).map(([path, c]) => {
          const w = warmOf(pageLabel(path))
          return [
            pageLabel(path),
            [score(c.score), ms(c.fcp), ms(c.lcp), ms(c.tbt), cls(c.cls), kb(c.totalBytes)].join(
              ' / ',
            ),
            w ? [score(w.score), ms(w.lcp), ms(w.tbt)].join(' / ') : '—',
          ]
        }),
      ]
    },
  }
}

/** One page across several runs, in the order given: how its figures moved. */
function history(page: string, files: string[]): Figure {
  return {
    sources: files,
    rows: (read) => [
      ['run', 'median of', 'date', 'score', 'LCP ms', 'TBT ms', 'img KB'],
      ...files.map((file) => {
        const run = read(file)
        const p = run.pages[page] as LighthousePage
        return [
          `\`${file}\``,
          run.runs,
          String(run.date).slice(0, 10),
          score(p.score),
          ms(p.lcp),
          ms(p.tbt),
          kb(p.imageBytes ?? 0),
        ]
      }),
    ],
  }
}

/** Issue 22's three ways: the demo photos as drawings, as they came, and through the pipeline. */
const threeWays: Figure = {
  sources: ['web-photos-drawings.json', 'web-photos-raw.json', 'web-pipeline.json'],
  rows: (read) => {
    const [drawings, raw, pipeline] = threeWays.sources.map(
      (f) => read(f).pages as Record<string, LighthousePage>,
    )
    return [
      [
        'page',
        'drawings: LCP / img KB',
        'raw photos: LCP / TBT / img KB',
        'pipeline: LCP / TBT / img KB',
      ],
      ...Object.keys(pipeline!).map((path) => {
        const [d, r, p] = [drawings![path]!, raw![path]!, pipeline![path]!]
        return [
          pageLabel(path),
          `${ms(d.lcp)} / ${kb(d.imageBytes ?? 0)}`,
          `${ms(r.lcp)} / ${ms(r.tbt)} / ${kb(r.imageBytes ?? 0)}`,
          `${ms(p.lcp)} / ${ms(p.tbt)} / ${kb(p.imageBytes ?? 0)}`,
        ]
      }),
    ]
  },
}

interface LoadTarget {
  target: string
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
  non2xx: number
}

/** `npm run bench:load`: the full run, then the form target's own run (BENCH_ONLY=contact-us). */
const load: Figure = {
  sources: ['load.json', 'load-contact-us.json'],
  rows: (read) => [
    ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx'],
    ...load.sources.flatMap((file) =>
      (read(file).targets as LoadTarget[]).map((t) => [
        t.target,
        count(t.rps),
        t.p50,
        t.p95,
        t.p99,
        t.errors,
        t.non2xx,
      ]),
    ),
  ],
}

/** The form target's answers against the rows it left: nothing acknowledged may be missing. */
const loadStored: Figure = {
  sources: ['load-contact-us.json'],
  rows: (read) => {
    const f = read('load-contact-us.json').forms
    return [
      ['acknowledged', 'stored', 'acknowledged but missing', 'stored without an answer'],
      [count(f.acknowledged), count(f.stored), f.missing, f.unacknowledged],
    ]
  },
}

/** `npm run bench:serverless -- --netlify`: every call through `netlify serve`, a cold start each. */
const netlifyServe: Figure = {
  sources: ['netlify-serve-load.json'],
  rows: (read) => {
    const r = read('netlify-serve-load.json')
    const kinds: [string, string][] = [
      ['api', 'api'],
      ['page', 'pages'],
      ['form', 'forms'],
    ]
    return [
      ['', 'errors', 'p50', 'p95', 'peak PostgreSQL connections', 'wall'],
      [
        `all (${count(r.requests)})`,
        r.errors.length,
        seconds(r.p50),
        seconds(r.p95),
        `${r.peakConnections} of ${r.max_connections}`,
        seconds(r.wallMs),
      ],
      ...kinds.map(([kind, label]) => {
        const k = r.kinds[kind]
        return [
          `${label} (${k.n})`,
          r.errors.filter((e: { kind: string }) => e.kind === kind).length,
          seconds(k.p50),
          seconds(k.p95),
          '',
          '',
        ]
      }),
    ]
  },
}

/** `npm run bench:alerts`: one alert run's planning at scale, and one full run. */
const alerts: Figure = {
  sources: ['alerts.json'],
  rows: (read) => {
    const a = read('alerts.json')
    return [
      ['what', 'figure'],
      ['listings / listing events', `${count(a.listings)} / ${count(a.events)}`],
      [
        'buyers / saved searches / favourites',
        `${count(a.buyers)} / ${count(a.searches)} / ${count(a.favourites)}`,
      ],
      [`planning, median of ${a.runs.length}`, `${count(a.planning_ms_median)} ms`],
      [
        'its five reads / the planner',
        `${count(a.read_ms_median)} ms / ${count(a.planner_ms_median)} ms`,
      ],
      ['e-mails planned', a.runs.map((r: { mails: number }) => count(r.mails)).join(', ')],
      [
        'one full run: e-mails queued, time',
        `${count(a.full_run.queued)}, ${seconds(a.full_run.ms)}`,
      ],
    ]
  },
}

/** `npm run bench:data-saver`: bytes with the switch off and on, until idle and after a screen. */
const dataSaver: Figure = {
  sources: ['data-saver.json'],
  rows: (read) => [
    ['page', 'data saver', 'KB until idle (photos)', 'KB after one screen (photos)'],
    ...(read('data-saver.json').pages as Json[]).flatMap((p) =>
      (['off', 'on'] as const).map((saver) => [
        pageLabel(p.path),
        saver,
        `${p[saver].idleKB} (${p[saver].idlePhotosKB})`,
        `${p[saver].scrolledKB} (${p[saver].scrolledPhotosKB})`,
      ]),
    ),
  ],
}

/** Every table of docs/benchmarks.md, by its marker name. */
export const FIGURES: Record<string, Figure> = {
  'web-marketing': lighthouse('web.json'),
  'web-photos': lighthouse('web-photos.json'),
  'web-three-ways': threeWays,
  'web-listings-history': history('/listings', [
    'web-photos.json',
    'web-pipeline.json',
    'web-listings-720.json',
    'web-listings-058.json',
    'web-059.json',
    'web-060.json',
  ]),
  'web-059': lighthouse('web-059.json'),
  'web-060': lighthouse('web-060.json'),
  'web-listing-060': lighthouse('web-listing-060.json'),
  'web-signed-in-059': coldWarm('web-signed-in-059.json', 'web-signed-in-059-warm.json'),
  'web-signed-in-060': coldWarm('web-signed-in-060.json', 'web-signed-in-060-warm.json'),
  'data-saver': dataSaver,
  load,
  'load-stored': loadStored,
  alerts,
  'netlify-serve-load': netlifyServe,
}
