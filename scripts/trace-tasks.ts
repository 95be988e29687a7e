/**
 * `npm run trace:tasks -- <url>`: the long tasks of a page's start in Debian's Chromium, each with
 * the functions it spent its time in, source-mapped when the build has maps (`HAVEN_SOURCEMAP=1
 * npm run build`), as decision 060 found them. A phone's conditions by default (4× slower CPU,
 * 1.6 Mb/s, 150 ms); NOTHROTTLE=1 runs unthrottled, as Lighthouse observes before simulating.
 * MIN_MS (50) is the task length shown; TOP (14) how many functions per task; FILTER a regular
 * expression they must match; KIDS=1 adds each task's larger trace events; TOKEN=<access token>
 * signs the page in as the site keeps a session (storage and the page cookie).
 */
import { existsSync, readFileSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import puppeteer from 'puppeteer-core'

// A Chrome trace is loosely typed JSON: its events are read as they come.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ev = any
const url = process.argv[2]
if (!url) throw new Error('usage: npm run trace:tasks -- <url>')
const cookie = process.env.TOKEN
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] })
const page = await browser.newPage()
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true })
const origin = new URL(url).origin
if (cookie) {
  await page.goto(`${origin}/robots.txt`)
  await page.evaluate((t) => { localStorage.setItem('haven.access_token', t); localStorage.setItem('haven.cookie-consent', 'denied') }, cookie)
  await page.setCookie({ name: 'haven_session', value: cookie, url: origin, httpOnly: true, secure: true, sameSite: 'Lax' })
}
const cdp = await page.createCDPSession()
await cdp.send('Network.enable')
if (!process.env.NOTHROTTLE) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
if (!process.env.NOTHROTTLE) await page.emulateCPUThrottling(4)
await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'] })
await page.goto(url, { waitUntil: 'load' })
await new Promise((r) => setTimeout(r, 8000))
const buf = await page.tracing.stop()
await browser.close()
const { traceEvents: ev } = JSON.parse(Buffer.from(buf!).toString()) as { traceEvents: Ev[] }
const pids = new Set(ev.flatMap((e) => (e.args?.data?.frames ?? []).filter((f: Ev) => String(f.url).startsWith(origin)).map((f: Ev) => f.processId)))
for (const e of ev) if (e.name === 'FrameCommittedInBrowser' && String(e.args?.data?.url).startsWith(origin)) pids.add(e.args.data.processId)
const mains = ev.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (pids.size === 0 || pids.has(e.pid)))
const main = mains.map((m) => ({ ...m, n: ev.filter((e) => e.tid === m.tid && e.pid === m.pid && e.name === 'RunTask').length })).sort((a, b) => b.n - a.n)[0]
const onMain = (e: Ev) => e.tid === main.tid && e.pid === main.pid
// CPU profile from ProfileChunk events
const nodes = new Map<number, Ev>()
const samples: { t: number; id: number }[] = []
const profile = ev.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid)
let t = profile?.args?.data?.startTime ?? 0
for (const e of ev.filter((x) => x.name === 'ProfileChunk' && x.pid === main.pid && x.id === profile?.id).sort((a, b) => a.ts - b.ts)) {
  const p = e.args.data.cpuProfile ?? {}
  for (const n of p.nodes ?? []) nodes.set(n.id, n)
  const deltas = e.args.data.timeDeltas ?? []
  ;(p.samples ?? []).forEach((id: number, i: number) => { t += deltas[i] ?? 0; samples.push({ t, id }) })
}
const maps = new Map<string, TraceMap | null>()
const where = (cf: Ev) => {
  if (!cf.url) return cf.functionName || '(native)'
  const file = cf.url.replace(/^.*\/assets\//, 'dist/haven/assets/')
  if (!maps.has(file)) maps.set(file, existsSync(file + '.map') ? new TraceMap(readFileSync(file + '.map', 'utf8')) : null)
  const m = maps.get(file)
  if (!m) return `${cf.functionName} ${file}:${cf.lineNumber}`
  const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber })
  return `${o.name ?? cf.functionName ?? '?'} ${String(o.source).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${o.line}`
}
const nav = ev.find((e) => e.name === 'navigationStart' && onMain(e))?.ts ?? 0
const tasks = ev.filter((e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask' && e.dur > Number(process.env.MIN_MS ?? 50) * 1000).sort((a, b) => a.ts - b.ts)
let tbt = 0
for (const task of tasks) {
  tbt += task.dur / 1000 - Number(process.env.MIN_MS ?? 50)
  const incl = new Map<string, number>()
  const inTask = samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.dur)
  for (const s of inTask) {
    const seen = new Set<string>()
    for (let n = nodes.get(s.id); n; n = n.parent !== undefined ? nodes.get(n.parent) : undefined) {
      const k = where(n.callFrame)
      if (seen.has(k) || /^\((root|program|idle)\)$/.test(k)) continue
      seen.add(k)
      incl.set(k, (incl.get(k) ?? 0) + 1)
    }
  }
  const kinds = ev.filter((e) => onMain(e) && e.ph === 'X' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && /^(Layout|UpdateLayoutTree|ParseHTML|v8.compileModule|v8.evaluateModule|MajorGC|MinorGC|Paint|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks)$/.test(e.name))
  const byKind = new Map<string, number>()
  for (const k of kinds) byKind.set(k.name, (byKind.get(k.name) ?? 0) + k.dur / 1000)
  console.log(`\n@${Math.round((task.ts - nav) / 1000)} ${Math.round(task.dur / 1000)} ms  [${[...byKind].map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}]`)
  const total = inTask.length || 1
  if (process.env.KIDS) {
    const kids = ev.filter((e) => onMain(e) && e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 5000)
    console.log('  ' + kids.slice(0, 12).map((k) => `${k.name} ${Math.round(k.dur / 1000)}`).join(', '))
  }
  for (const [k, v] of [...incl].filter(([k]) => !process.env.FILTER || new RegExp(process.env.FILTER).test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 14))) console.log(`  ${Math.round((100 * v) / total).toString().padStart(3)}% ${k}`)
}
console.log('\nsum over 50 ms =', Math.round(tbt))
