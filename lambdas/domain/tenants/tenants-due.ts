import { queryTenantsDue } from '../items/ses-tenant';
import { runTenant, type TenantDeps } from './run-tenant';

/** Unfinished tenants taken per scheduled run; the rest wait for the next run (least recently tried first). */
export const TENANTS_DUE_BATCH = 25;
/** A provisioning touched more recently than this may still be running (a Verify click): left to it. */
export const TENANT_QUIET_MS = 10 * 60 * 1000;

export interface TenantsDueSummary {
  due: number;
  ready: number;
  unfinished: number;
  errors: number;
}

/**
 * The scheduled DNS recheck's second part (handlers/dns-recheck.ts, hourly): every tenant whose provisioning
 * is unfinished (stalled after its retries, stopped midway by a crash, or marked for an account verified
 * before tenants existed, tenant-status.ts) is run again from where it stopped, at most `limit` per run, one
 * after the other (a few SES calls each). A run that fails again stays on the due index, its updatedAt
 * moved on, so the others come first next time. The run checks the account's tombstone (run-tenant.ts).
 */
export async function finishDueTenants(
  deps: TenantDeps,
  limit = TENANTS_DUE_BATCH,
): Promise<TenantsDueSummary> {
  const quietSince = new Date(deps.clock.now().getTime() - TENANT_QUIET_MS).toISOString();
  const due = (await queryTenantsDue(deps.store, limit)).filter((t) => t.updatedAt <= quietSince);
  const summary: TenantsDueSummary = { due: due.length, ready: 0, unfinished: 0, errors: 0 };
  for (const tenant of due) {
    if (tenant.state.phase !== 'stalled' && tenant.state.phase !== 'provisioning') continue;
    try {
      const state = await runTenant(deps, tenant.accountId, {
        type: 'provision',
        domain: tenant.state.domain,
      });
      summary[state.phase === 'ready' ? 'ready' : 'unfinished']++;
    } catch (error) {
      console.warn('[ses tenant] scheduled provisioning failed', {
        accountId: tenant.accountId,
        error: String(error),
      });
      summary.errors++;
    }
  }
  return summary;
}
