import { Hono } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { ok } from '~/server/http/envelope'
import { parseBody } from '~/server/http/parse-body'
import { parseQuery } from '~/server/http/parse-query'
import { pathId } from '~/server/http/path-id'
import { advanceTransaction, resolveDispute } from '~/server/ops/transaction-ops'
import { BoardQuerySchema, TransactionNoteSchema } from '~/shared/console/board'
import { AdvanceBodySchema, ReleaseRequestBodySchema, ResolveDisputeBodySchema } from '~/shared/schemas/ops'
import { approveRelease, requestRelease } from './release-requests'
import { requireStaff, staffContext, withActor } from './require-staff'
import { addNote, boardPage, listNotes } from './transactions-board'

/**
 * The transactions board (decision 049) and releasing funds with four eyes (decision 045). Steps
 * and disputes are advanceTransaction and resolveDispute, the CLI's functions: the machine, the
 * audit row and the buyer's e-mail. FUNDS_RELEASED is never a plain step (advanceTransaction refuses
 * it at every door): ask, then another approves.
 */
export function consoleTransactionRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  const release = requireStaff(getDb, 'transactions.release')
  const board = requireStaff(getDb, 'transactions.board')

  r.get('/transactions', board, async (c) => {
    const q = parseQuery(BoardQuerySchema, c.req.url)
    return ok(await boardPage(await getDb(), c.get('tenant'), c.get('staff'), q.column, q.before))
  })
  r.post('/transactions/:id/advance', board, async (c) => {
    withActor(c)
    const body = parseBody(c, AdvanceBodySchema)
    return ok(await advanceTransaction(await getDb(), staffContext(c), c.get('tenant'), pathId(c, 'id'), body), { message: 'Step recorded' })
  })
  r.post('/transactions/:id/resolve-dispute', board, async (c) => {
    withActor(c)
    const body = parseBody(c, ResolveDisputeBodySchema)
    return ok(await resolveDispute(await getDb(), staffContext(c), c.get('tenant'), pathId(c, 'id'), body), { message: 'Dispute resolved' })
  })
  r.get('/transactions/:id/notes', board, async (c) => ok(await listNotes(await getDb(), c.get('tenant'), pathId(c, 'id'))))
  r.post('/transactions/:id/notes', board, async (c) => {
    const { body } = parseBody(c, TransactionNoteSchema)
    return ok(await addNote(await getDb(), staffContext(c), c.get('tenant'), c.get('staff'), pathId(c, 'id'), body), { message: 'Note added' }, 201)
  })

  r.post('/transactions/:id/release-request', release, async (c) => {
    const { note } = parseBody(c, ReleaseRequestBodySchema)
    const answer = await requestRelease(await getDb(), staffContext(c), c.get('tenant'), c.get('staff'), pathId(c, 'id'), note ?? null)
    return ok(answer, { message: 'Release requested: another staff member must approve it' }, 201)
  })
  r.post('/release-requests/:id/approve', release, async (c) =>
    ok(await approveRelease(await getDb(), staffContext(c), c.get('tenant'), c.get('staff'), pathId(c, 'id')), { message: 'Funds released' }),
  )
  return r
}
