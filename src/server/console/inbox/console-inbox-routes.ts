import { Hono } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { exportSubmissions } from '~/server/forms/export-submissions'
import { ok } from '~/server/http/envelope'
import { parseBody } from '~/server/http/parse-body'
import { parseQuery } from '~/server/http/parse-query'
import { pathId } from '~/server/http/path-id'
import { ReportsInboxQuerySchema, ResolveReportSchema, SubmissionsExportQuerySchema, SubmissionsInboxQuerySchema, ViewingActionSchema, ViewingsInboxQuerySchema } from '~/shared/console/inboxes'
import { requireStaff, staffContext } from '../require-staff'
import { findReports, resolveReport } from './report-inbox'
import { findSubmissions } from './submission-inbox'
import { actOnViewing, findViewings } from './viewing-inbox'

const VIEWING_MESSAGES = { confirm: 'Viewing confirmed', reschedule: 'Viewing rescheduled', cancel: 'Viewing canceled' } as const

/** The inboxes (decision 050): listing reports, form submissions (and their CSV), viewing requests. */
export function consoleInboxRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  const staff = (p: Parameters<typeof requireStaff>[1]) => requireStaff(getDb, p)
  r.get('/reports', staff('reports.manage'), async (c) => ok(await findReports(await getDb(), c.get('tenant').domain, parseQuery(ReportsInboxQuerySchema, c.req.url))))
  r.post('/reports/:id/resolve', staff('reports.manage'), async (c) => {
    const body = parseBody(c, ResolveReportSchema)
    const answer = await resolveReport(await getDb(), staffContext(c), c.get('tenant'), pathId(c, 'id'), body)
    return ok(answer, { message: body.status === 'handled' ? 'Report marked handled' : 'Report dismissed' })
  })
  r.get('/submissions', staff('submissions.read'), async (c) => ok(await findSubmissions(await getDb(), c.get('tenant').domain, parseQuery(SubmissionsInboxQuerySchema, c.req.url))))
  r.get('/submissions.csv', staff('submissions.read'), async (c) => {
    const q = parseQuery(SubmissionsExportQuerySchema, c.req.url)
    const { lines } = await exportSubmissions(await getDb(), { tenant: c.get('tenant').domain, form: q.form, since: q.since, format: 'csv' })
    const name = `submissions-${q.form ?? 'all'}${q.since ? `-since-${q.since}` : ''}.csv`
    return new Response(`${lines.join('\n')}\n`, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` } })
  })
  r.get('/viewings', staff('viewings.manage'), async (c) => ok(await findViewings(await getDb(), c.get('tenant').domain, parseQuery(ViewingsInboxQuerySchema, c.req.url))))
  r.post('/viewings/:id', staff('viewings.manage'), async (c) => {
    const body = parseBody(c, ViewingActionSchema)
    return ok(await actOnViewing(await getDb(), staffContext(c), c.get('tenant'), pathId(c, 'id'), body), { message: VIEWING_MESSAGES[body.action] })
  })
  return r
}
