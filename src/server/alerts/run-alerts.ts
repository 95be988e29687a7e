import { localOriginsAllowed } from '~/server/auth/tenant-origin'
import type { Db } from '~/server/db/db'
import { kickMailQueue } from '~/server/email/queue/kick-mail-queue'
import { tenantRegistry } from '~/server/tenants/load-tenants'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { alertMail } from './alert-mail'
import { loadPlanInput } from './load-alert-inputs'
import { planAlerts } from './plan-alerts'
import type { PlannedAlert } from './plan-types'
import { releaseRunLock, takeRunLock } from './run-lock'
import { sendPlan, type SendResult } from './send-alerts'

/** No e-mail is started after this much of a run: Netlify stops a scheduled function at 30 s. */
export const SEND_BUDGET_MS = 20_000
/** Listings and events newer than this are left for the next run: their transactions may still be open. */
export const HORIZON_LAG_MS = 120_000
/** The lock outlives any run; a run that died frees it after this. */
const LOCK_SECONDS = 60

export interface RunOptions {
  now?: Date
  tenants?: readonly Tenant[]
  budgetMs?: number
  /** Tests: a crash between queueing an e-mail and committing its watermarks. */
  beforeCommit?: (alert: PlannedAlert) => Promise<void> | void
}

export interface TenantRunResult extends SendResult {
  tenant: string
  /** Another run held the lock: this one did nothing. */
  skipped: boolean
  planMs: number
  quiet: number
}

/** The tenants a run serves: the deployed site's own (HAVEN_TENANT), or all of them (npm start). */
export function runTenants(env: NodeJS.ProcessEnv = process.env): readonly Tenant[] {
  const registry = tenantRegistry()
  const deployed = env.HAVEN_TENANT ? registry.bySlug(env.HAVEN_TENANT) : undefined
  return deployed ? [deployed] : registry.all
}

/** The site links in an alert point at: the tenant's domain, or <slug>.localhost on a local run. */
export function alertOrigin(tenant: Tenant, env: NodeJS.ProcessEnv = process.env): string {
  return localOriginsAllowed(env) ? `http://${tenant.slug}.localhost:${env.PORT ?? 8888}` : `https://${tenant.domain}`
}

/**
 * One alert run: per tenant, under its lock, read → plan → queue each e-mail with its watermarks
 * in one transaction, until the time budget is spent (the rest waits for the next run). Then the
 * mail queue is kicked to send what was queued.
 */
export async function runAlerts(db: Db, options: RunOptions = {}): Promise<TenantRunResult[]> {
  const started = Date.now()
  const now = options.now ?? new Date()
  const horizon = new Date(now.getTime() - HORIZON_LAG_MS)
  const deadline = started + (options.budgetMs ?? SEND_BUDGET_MS)
  const results: TenantRunResult[] = []
  for (const tenant of options.tenants ?? runTenants()) {
    const name = `alerts:${tenant.domain}`
    const holder = await takeRunLock(db, name, LOCK_SECONDS)
    if (!holder) {
      results.push({ tenant: tenant.domain, skipped: true, planMs: 0, quiet: 0, queued: 0, deferred: 0, conflicts: 0 })
      continue
    }
    try {
      const t0 = performance.now()
      const plan = planAlerts(await loadPlanInput(db, tenant.domain, now, horizon))
      const planMs = Math.round(performance.now() - t0)
      const origin = alertOrigin(tenant)
      const sent = await sendPlan(db, plan, (alert) => alertMail(tenant, alert, { origin }), { now, deadline, beforeCommit: options.beforeCommit })
      results.push({ tenant: tenant.domain, skipped: false, planMs, quiet: plan.quietSearches.length + plan.quietFavourites.length, ...sent })
    } finally {
      await releaseRunLock(db, name, holder)
    }
  }
  if (results.some((r) => r.queued > 0)) void kickMailQueue()
  return results
}
