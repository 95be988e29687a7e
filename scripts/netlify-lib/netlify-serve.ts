import { spawn } from 'node:child_process'
import { netlifyCli, netlifyEnv } from './netlify-cli'

export interface NetlifyServe {
  base: string
  /** Everything the CLI printed so far. */
  output: () => string
  stop: () => void
}

/**
 * `netlify serve --offline` for one tenant (it builds first, with Netlify's own CLI, then serves
 * the zips of .netlify/functions, _redirects and netlify.toml's headers) against DATABASE_URL.
 * --internal-disable-edge-functions: Haven has none, and without it `serve` fetches Deno.
 * Resolves once the CLI says it is ready; stop() ends it and everything it started.
 */
export async function startNetlifyServe(root: string, tenant: string, port: number, env: NodeJS.ProcessEnv): Promise<NetlifyServe> {
  const args = ['serve', '--offline', '--internal-disable-edge-functions', '--port', String(port), '--staticServerPort', String(port + 1), '--functions-port', String(port + 2)]
  console.log(`netlify ${args.join(' ')}  (${tenant}, building first…)`)
  const server = spawn(netlifyCli(root), args, { cwd: root, env: netlifyEnv(tenant, { ...env, BROWSER: 'none' }), detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  server.stdout.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
  }
  process.on('exit', stop)
  const started = Date.now()
  while (!output.includes('Local dev server ready')) {
    if (server.exitCode !== null || Date.now() - started > 600_000) {
      stop()
      console.error(output)
      throw new Error('netlify serve did not start')
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  console.log(`served in ${((Date.now() - started) / 1000).toFixed(0)} s at http://localhost:${port}\n`)
  return { base: `http://localhost:${port}`, output: () => output, stop }
}
