import type { Key } from '../../ports/store';
import { queryDnsRecheck } from '../items/setup';
import { isDue } from './recheck-schedule';
import type { DnsSettings } from './settings';
import { recheckSetup, type RecheckOutcome, type VerifyDnsDeps } from './verify-setup-dns';

export interface RecheckSummary {
  due: number;
  verified: number;
  rescheduled: number;
  stopped: number;
  skipped: number;
  errors: number;
}

/** Setups rechecked per run; the rest are due on the next run (oldest first, so nobody starves). */
export const RECHECK_BATCH = 200;
/** Setups checked at once (each check is a dozen parallel DNS lookups). */
export const RECHECK_CONCURRENCY = 8;

/**
 * The scheduled recheck (lambdas/routes/ trigger dnsRecheck): every setup on the recheck index whose next
 * check is due by `now`, re-verified a few at a time. One setup's failure is logged and counted, never
 * stops the others; it stays on the schedule and is tried again on the next run.
 */
export async function recheckDueSetups(
  deps: VerifyDnsDeps,
  settings: DnsSettings,
  log: { warn: (message: string, extra?: Record<string, unknown>) => void } = console,
): Promise<RecheckSummary> {
  const now = deps.clock.now();
  const indexed = await queryDnsRecheck(deps.store, RECHECK_BATCH);
  const due = indexed.filter((setup) => isDue(setup.nextCheckAt, now)).map((setup) => setup.key);
  const summary: RecheckSummary = {
    due: due.length,
    verified: 0,
    rescheduled: 0,
    stopped: 0,
    skipped: 0,
    errors: 0,
  };

  const queue = [...due];
  const worker = async (): Promise<void> => {
    for (let key = queue.shift(); key; key = queue.shift()) {
      const outcome = await recheckOne(key, deps, settings, log);
      summary[outcome]++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(RECHECK_CONCURRENCY, due.length) }, worker));
  return summary;
}

async function recheckOne(
  key: Key,
  deps: VerifyDnsDeps,
  settings: DnsSettings,
  log: { warn: (message: string, extra?: Record<string, unknown>) => void },
): Promise<RecheckOutcome | 'errors'> {
  try {
    return await recheckSetup(key, deps, settings);
  } catch (error) {
    log.warn('DNS recheck failed for one setup', {
      pk: key.pk,
      error: error instanceof Error ? error.message : String(error),
    });
    return 'errors';
  }
}
