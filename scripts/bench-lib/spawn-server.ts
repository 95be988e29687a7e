import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { isBuildFresh } from '../build-lib/fingerprint'

/**
 * Builds when sources changed (unless HAVEN_SKIP_BUILD=1, as for `npm start`), then starts
 * scripts/serve.ts as `npm start` does, on its own port and data.
 */
export async function startServer(
  root: string,
  port: number,
  dataDir: string,
): Promise<ChildProcess> {
  if (process.env.HAVEN_SKIP_BUILD !== '1' && !isBuildFresh(root)) {
    const built = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts/build.ts'), '--quiet'],
      { stdio: 'inherit', cwd: root },
    )
    if (built.status !== 0) throw new Error('build failed')
  }
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HAVEN_SKIP_BUILD: '1', HAVEN_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Haven is running')) resolve()
    })
  })
  return child
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
