import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { ok } from '~/server/http/envelope'
import { parseBody } from '~/server/http/parse-body'
import { pathId } from '~/server/http/path-id'
import { optionalParagraph } from '~/shared/schemas/text-rules'
import { approveRelease, requestRelease } from './release-requests'
import { requireStaff, staffContext } from './require-staff'

const ReleaseRequestSchema = v.object({ note: optionalParagraph('note', 1_000) })

/** Releasing funds with four eyes (decision 045): ask, then someone else approves. */
export function consoleTransactionRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  const release = requireStaff(getDb, 'transactions.release')
  r.post('/transactions/:id/release-request', release, async (c) => {
    const { note } = parseBody(c, ReleaseRequestSchema)
    const answer = await requestRelease(await getDb(), staffContext(c), c.get('tenant'), c.get('staff'), pathId(c, 'id'), note ?? null)
    return ok(answer, { message: 'Release requested: another staff member must approve it' }, 201)
  })
  r.post('/release-requests/:id/approve', release, async (c) =>
    ok(await approveRelease(await getDb(), staffContext(c), c.get('tenant'), c.get('staff'), pathId(c, 'id')), { message: 'Funds released' }),
  )
  return r
}
