import { CHUNK_LEASE_MS } from '../../shared/campaigns/chunk-lease';
import type { Config } from '../config';
import { SEND_WORKER_CONCURRENCY } from '../routes/sending';
import type { Mailer } from '../ports/mailer';
import { recipientClickTokens } from '../domain/links/click-token';
import { signUnsubscribe } from '../domain/links/unsubscribe-token';
import type { LinkKeys } from '../domain/links/signed-token';
import { cachedSendRate, createPacer, type Pacer } from '../domain/campaigns/send/pacer';
import type { WorkerSettings } from '../domain/campaigns/send/send-batch';

/** Concurrent worker instances the account's SES rate is shared among (the trigger's maxConcurrency). */
export const WORKER_CONCURRENCY = SEND_WORKER_CONCURRENCY;
const RATE_TTL_MS = 5 * 60_000;
/** Recipients of one batch in flight at once: two batches an invocation fill the SDK client's 50 sockets. */
export const LANES_PER_BATCH = 25;

let rate: ((concurrency: number) => Promise<number>) | undefined;
let pacer: Pacer | undefined;

/**
 * The worker's settings for this warm function: one pacer at this instance's share of the account's SES
 * rate (re-read every 5 minutes; a changed rate gets a new pacer), backoff on throttling, the claim lease.
 */
export async function workerSettings(
  config: Config,
  mailer: Mailer,
  keys: LinkKeys,
): Promise<WorkerSettings> {
  rate ??= cachedSendRate(() => mailer.maxSendRate(), { ttlMs: RATE_TTL_MS });
  const share = await rate(WORKER_CONCURRENCY);
  if (!pacer || pacer.ratePerSecond !== share)
    pacer = createPacer({ ratePerSecond: share, burst: Math.max(1, Math.floor(share)) });
  const current = pacer;
  return {
    siteUrl: config.billing.siteUrl ?? '',
    token: (claims) => signUnsubscribe(keys, claims),
    clickTokens: (claims, linkCount) => recipientClickTokens(keys, claims, linkCount),
    pace: () => current.take(),
    // Backoff sums to at most ~10 s; the lease outlasts it and a slow SES call several times over.
    retry: { attempts: 6, baseMs: 200, maxMs: 2_000 },
    leaseMs: CHUNK_LEASE_MS,
    concurrency: Math.min(LANES_PER_BATCH, Math.max(1, Math.ceil(share))),
    statusMaxAgeMs: 1_000,
  };
}
