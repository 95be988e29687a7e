import { request } from 'node:http'
import { createDb, databaseUrl, pgliteDirectory, setDb } from '~/server/db/get-db'
import { mailQueueIdle } from '~/server/email/queue/kick-mail-queue'
import { currentOwner, DbLockedError, describeOwner, type DbOwner } from '~/server/db/db-lock'
import { operatorCommands, type OperatorIo } from './operator-commands'
import { OPERATOR_PATH, SECRET_HEADER, type OperatorLine } from './operator-protocol'

const consoleIo: OperatorIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  progress: (text) => process.stdout.write(text),
}

/**
 * Runs an operator command (`import`, `seed`, `migrate`, …) against the configured database and
 * returns its exit code. Real Postgres (DATABASE_URL): runs here, the server copes with other
 * clients. Embedded PGlite: runs here when no process owns the directory, else is handed to the
 * owning server over loopback; an owner that takes no hand-off (a script, `npm run dev`) is
 * named in a refusal. Never two writers on one embedded database.
 */
export async function runOperatorCommand(
  name: string,
  args: unknown,
  /** stderr for a command whose stdout is data (e.g. CSV): the hand-off notice must not mix in. */
  options: { notices?: 'stdout' | 'stderr' } = {},
): Promise<number> {
  const command = operatorCommands[name]
  if (!command) throw new Error(`Unknown operator command: ${name}`)
  const url = databaseUrl()
  const dir = pgliteDirectory(url)
  const owner = dir ? currentOwner(dir) : null
  const notice = options.notices === 'stderr' ? consoleIo.err : consoleIo.out
  if (owner) return handOff(owner, name, args, notice)
  let db
  try {
    db = await createDb(url, { migrate: command.migrate !== false })
  } catch (err) {
    // Someone took the directory between our look and our open.
    if (err instanceof DbLockedError && err.owner) return handOff(err.owner, name, args, notice)
    throw err
  }
  // The mail an action queues is sent from here, through this process's database, before it closes.
  setDb(db)
  try {
    return await command.run(db, args, consoleIo)
  } finally {
    await mailQueueIdle()
    setDb(null)
    await db.close()
  }
}

function refusal(owner: DbOwner, why: string): string {
  return [
    `The embedded database ${owner.dataDir} is open in ${describeOwner(owner)}.`,
    why,
    `Only one process may write to it. Wait for that process to finish or stop it`,
    `(kill ${owner.pid}), then run this again; a running \`npm start\` takes the command itself.`,
  ].join('\n')
}

async function handOff(owner: DbOwner, name: string, args: unknown, notice: (line: string) => void): Promise<number> {
  if (!owner.operator) {
    console.error(
      refusal(owner, 'It does not take operator commands (a server still starting, or a script).'),
    )
    return 1
  }
  const { port, secret } = owner.operator
  notice(`The database is open in ${describeOwner(owner)}: handing \`${name}\` to it.`)
  const body = JSON.stringify(args)
  return new Promise((done) => {
    // node:http rather than fetch: a long seed must not hit fetch's five-minute header timeout.
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: OPERATOR_PATH + name,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [SECRET_HEADER]: secret,
        },
      },
      (res) => {
        res.setEncoding('utf8')
        let text = ''
        let exitCode = 1
        res.on('data', (chunk: string) => {
          text += chunk
          if (res.statusCode !== 200) return
          const lines = text.split('\n')
          text = lines.pop()!
          for (const line of lines.filter(Boolean)) {
            const msg = JSON.parse(line) as OperatorLine
            if ('exitCode' in msg) exitCode = msg.exitCode
            else if (msg.stream === 'progress') consoleIo.progress(msg.text)
            else consoleIo[msg.stream](msg.text)
          }
        })
        res.on('end', () => {
          if (res.statusCode !== 200) {
            console.error(`The server refused \`${name}\` (${res.statusCode}): ${text.trim()}`)
          }
          done(res.statusCode === 200 ? exitCode : 1)
        })
        res.on('close', () => {
          if (res.complete) return
          console.error(`The server (pid ${owner.pid}) stopped before \`${name}\` finished.`)
          done(1)
        })
      },
    )
    req.on('error', (err) => {
      console.error(refusal(owner, `It did not answer on 127.0.0.1:${port} (${err.message}).`))
      done(1)
    })
    req.end(body)
  })
}
