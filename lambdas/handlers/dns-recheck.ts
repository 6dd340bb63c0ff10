import type { Context, ScheduledEvent } from 'aws-lambda';
import { deps, portsWith } from '../deps';
import { recheckDueSetups, type RecheckSummary } from '../domain/dns/recheck-due';
import { dnsSettingsFrom } from '../domain/dns/settings';
import { finishDueTenants } from '../domain/tenants/tenants-due';
import { rootLogger } from '../http/logger';
import { identitiesPort } from '../wiring/identities';

/**
 * Trigger dnsRecheck (EventBridge rate(1 hour); locally lambdas/local/scheduler.ts): re-verifies the
 * setups whose records are not all verified, hourly for a day, then daily for a week; then finishes the SES
 * tenants whose provisioning is unfinished, a bounded few per run (domain/tenants/tenants-due.ts). "Now" is the
 * event's scheduled time (EventBridge sets it; a replayed event is judged as of its own time).
 */
export async function handler(
  event: Partial<ScheduledEvent> | undefined,
  context?: Context,
): Promise<RecheckSummary> {
  const d = deps();
  const { config } = d;
  const ports = portsWith(d, [identitiesPort]);
  const log = rootLogger(config).createChild({ persistentKeys: { trigger: 'dnsRecheck' } });
  if (context) log.addContext(context);
  const at = event?.time ? new Date(event.time) : undefined;
  const clock = at && !Number.isNaN(at.getTime()) ? { now: () => at } : ports.clock;
  const summary = await recheckDueSetups(
    { store: ports.store, identities: ports.identities, dns: ports.dns, clock },
    dnsSettingsFrom(config),
    { warn: (message, extra) => log.warn(message, extra ?? {}) },
  );
  log.info('DNS recheck done', { ...summary });
  const tenants = await finishDueTenants({
    store: ports.store,
    tenants: ports.identities.tenants,
    clock,
  });
  log.info('SES tenants due done', { ...tenants });
  return summary;
}
