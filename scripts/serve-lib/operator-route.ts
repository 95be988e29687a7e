import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Db } from '~/server/db/db'
import { advertiseOperator } from '~/server/db/db-lock'
import { getDb as defaultGetDb } from '~/server/db/get-db'
import { refuse } from './guard'
import { operatorCommands, type OperatorIo } from './operator-commands'
import {
  isLoopback,
  MAX_OPERATOR_BODY,
  OPERATOR_PATH,
  SECRET_HEADER,
  type OperatorLine,
} from './operator-protocol'

export interface OperatorRoute {
  /** true when the request was an operator request (answered or being answered). */
  handle(req: IncomingMessage, res: ServerResponse): boolean
  /** Once listening: writes port and secret into this process's database lock. */
  listening(server: Server): void
}

const digest = (s: string) => createHash('sha256').update(s).digest()

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_OPERATOR_BODY) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The server side of the hand-off: lets `npm run db:import` and friends run inside the process
 * that owns the embedded database, so there is never a second writer and the server answers with
 * the new data at once (imports bump catalogue_version, which the totals cache is tagged with).
 */
export function operatorRoute(getDb: () => Promise<Db> = defaultGetDb): OperatorRoute {
  const secret = randomBytes(32).toString('base64url')
  let enabled = false
  // One command at a time: their output stays readable and seeds never overlap imports.
  let queue: Promise<unknown> = Promise.resolve()

  async function serve(req: IncomingMessage, res: ServerResponse, name: string) {
    const command = Object.hasOwn(operatorCommands, name) ? operatorCommands[name] : undefined
    if (!command) return refuse(res, 404, `Unknown operator command: ${name}`)
    if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
      return refuse(res, 415, 'Operator commands take Content-Type: application/json')
    const body = await readBody(req)
    if (body === null) return refuse(res, 413, `Body over ${MAX_OPERATOR_BODY} bytes`)
    let args: unknown
    try {
      args = JSON.parse(body)
    } catch (err) {
      return refuse(res, 400, `Malformed JSON: ${(err as Error).message}`)
    }
    res.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8' })
    const send = (line: OperatorLine) => res.write(JSON.stringify(line) + '\n')
    const io: OperatorIo = {
      out: (text) => send({ stream: 'out', text }),
      err: (text) => send({ stream: 'err', text }),
      progress: (text) => send({ stream: 'progress', text }),
    }
    const run = queue.then(async () => {
      try {
        return await command.run(await getDb(), args, io)
      } catch (err) {
        console.error(`Operator command ${name} failed:`, err)
        io.err(`${name} failed: ${(err as Error).message}`)
        return 1
      }
    })
    queue = run
    res.end(JSON.stringify({ exitCode: await run } satisfies OperatorLine) + '\n')
  }

  return {
    listening(server) {
      const address = server.address()
      if (address && typeof address === 'object')
        enabled = advertiseOperator({ port: address.port, secret }).length > 0
    },
    handle(req, res) {
      const path = (req.url ?? '').split('?')[0]!
      if (!path.startsWith(OPERATOR_PATH)) return false
      // Listening on every interface is for browsers on the LAN; this door is for this machine.
      if (!isLoopback(req.socket.remoteAddress))
        refuse(res, 403, 'Operator commands are accepted from this machine only')
      else if (!enabled)
        refuse(res, 404, 'No embedded database is owned here: run the command directly')
      else if (req.method !== 'POST') refuse(res, 405, 'Operator commands are POST requests')
      else if (!timingSafeEqual(digest(String(req.headers[SECRET_HEADER] ?? '')), digest(secret)))
        refuse(res, 403, 'Wrong or missing operator secret (it is in the lock file)')
      else
        serve(req, res, path.slice(OPERATOR_PATH.length)).catch((err) => {
          console.error(err)
          if (!res.headersSent) refuse(res, 500, 'Operator command failed')
          else res.end()
        })
      return true
    },
  }
}
