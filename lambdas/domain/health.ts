import type { HealthResponse, HealthServiceName } from '../../shared/contracts/health';
import { healthServiceNames } from '../../shared/contracts/health';
import type { Ports } from '../ports';

/** How long one dependency may take to answer before it counts as down. */
export const PING_TIMEOUT_MS = 2_000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface HealthReport {
  healthy: boolean;
  body: HealthResponse;
  /** Why each down service is down, for the logs (never sent to the client). */
  reasons: Partial<Record<HealthServiceName, string>>;
}

/** Pings every dependency in parallel; one slow or failing dependency never hides the others. */
export async function checkHealth(
  ports: Pick<Ports, 'store' | 'blobs' | 'mailer' | 'userPool'>,
  timeoutMs = PING_TIMEOUT_MS,
): Promise<HealthReport> {
  const pings: Record<HealthServiceName, () => Promise<void>> = {
    table: () => ports.store.ping(),
    bucket: () => ports.blobs.ping(),
    mail: () => ports.mailer.ping(),
    userpool: () => ports.userPool.ping(),
  };
  const results = await Promise.allSettled(
    healthServiceNames.map((name) => withTimeout(Promise.resolve().then(pings[name]), timeoutMs)),
  );
  const services = {} as Record<HealthServiceName, 'up' | 'down'>;
  const reasons: HealthReport['reasons'] = {};
  const down: HealthServiceName[] = [];
  results.forEach((result, i) => {
    const name = healthServiceNames[i] as HealthServiceName;
    services[name] = result.status === 'fulfilled' ? 'up' : 'down';
    if (result.status === 'rejected') {
      down.push(name);
      reasons[name] = result.reason instanceof Error ? result.reason.message : String(result.reason);
    }
  });
  const [first, ...rest] = down;
  if (first === undefined) return { healthy: true, body: { status: 'ok', services }, reasons };
  const message = `${[first, ...rest].join(', ')} ${rest.length ? 'are' : 'is'} down`;
  return { healthy: false, body: { status: 'degraded', down: [first, ...rest], message, services }, reasons };
}
