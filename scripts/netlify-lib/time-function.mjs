/* global process, Request, performance -- run by plain node */
// Run by plain `node` in a fresh process, so nothing but the bundle is loaded: imports a function
// module unpacked from the zip Netlify made, answers the given requests and prints the timings as
// JSON. performance.now() counts from the process's start, Node's own boot included.
import { pathToFileURL } from 'node:url'

const [file, spec] = process.argv.slice(2)
const { requests, warm = 0 } = JSON.parse(spec)
let n = 0
// '{n}' in a header or the body becomes a number unique to this request (a client address, so the
// forms' per-address limit does not answer 429 to a benchmark).
const toRequest = (r) => {
  const unique = (s) => s.replaceAll('{n}', `${process.pid}-${n}`)
  n++
  const headers = Object.fromEntries(Object.entries(r.headers ?? {}).map(([k, v]) => [k, unique(v)]))
  return new Request(r.url, { method: r.method ?? 'GET', headers, body: r.body && unique(r.body) })
}

const started = performance.now()
const mod = await import(pathToFileURL(file).href)
const imported = performance.now()
const first = await mod.default(toRequest(requests[0]), {})
const body = await first.text()
const answered = performance.now()
// CPU the process spent up to the first answer (Node's boot included): what a busy machine's
// scheduler cannot inflate, unlike the wall-clock cold start.
const cpu = process.cpuUsage()
const warmMs = []
for (let i = 0; i < warm; i++) {
  const t = performance.now()
  const res = await mod.default(toRequest(requests[i % requests.length]), {})
  await res.arrayBuffer()
  warmMs.push(performance.now() - t)
}
process.stdout.write(
  JSON.stringify({ bootMs: started, importMs: imported - started, firstAnswerMs: answered, firstAnswerCpuMs: (cpu.user + cpu.system) / 1000, status: first.status, headers: Object.fromEntries(first.headers), body, warmMs }),
)
// A database pool would keep the process alive.
process.exit(0)
