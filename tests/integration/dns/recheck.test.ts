/**
 * The scheduled recheck (trigger dnsRecheck of lambdas/routes/) invoked as EventBridge would, through
 * the stack's Lambda Invoke endpoint, with the event's time moving the clock forward. The schedule is read
 * back from the setup item with the Store (it is internal state: no route shows it).
 */
import { describe, expect, it } from 'vitest';
import { dnsInitiateResponseSchema, type DnsSetup } from '../../../shared/contracts/dns';
import { createDeps } from '../../../lambdas/deps';
import type { RecheckSummary } from '../../../lambdas/domain/dns/recheck-due';
import { scheduledEvent, startScheduler } from '../../../lambdas/local/scheduler';
import type { Item } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { scheduleAttributes } from '../../../lambdas/domain/dns/recheck-schedule';
import { post, uniqueDomain, useDnsStack, userWithDomain, zoneFromRecords, type User } from './dns-stack';

const s = useDnsStack();

const HOUR = 3_600_000;
/** EventBridge event times are whole seconds. */
const ceilSecond = (ms: number): Date => new Date(Math.ceil(ms / 1000) * 1000);

/** Runs the trigger through the local Lambda Invoke endpoint with an EventBridge event at `time`. */
async function recheckAt(time: Date): Promise<RecheckSummary> {
  const url = `http://127.0.0.1:${s.stack.ports.lambda}/2015-03-31/functions/dnsRecheck/invocations`;
  const res = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(scheduledEvent({ id: 'dnsRecheck' }, 'us-east-1', time)),
  });
  expect(res.headers.get('x-amz-function-error')).toBeNull();
  return (await res.json()) as RecheckSummary;
}

async function setupItem(user: User): Promise<Item> {
  const item = await createDeps(s.stack.env).ports.store.get(keys.setup(user.sub));
  if (!item) throw new Error('no setup item');
  return item;
}

async function initiated(tag: string): Promise<{ user: User; domain: string; setup: DnsSetup }> {
  const domain = uniqueDomain(tag);
  const user = await userWithDomain(s, domain);
  s.dns.setZone(domain, []);
  const res = await post(s, '/api/dns/initiate', user.idToken, {});
  expect(res.status, res.text).toBe(200);
  return { user, domain, setup: dnsInitiateResponseSchema.parse(res.body).setup };
}

describe('dnsRecheck trigger', () => {
  it('initiating schedules the first recheck an hour later on the DNSRECHECK index', async () => {
    const before = Date.now();
    const { user } = await initiated('sched');
    const item = await setupItem(user);
    expect(item.gsi2pk).toBe('DNSRECHECK');
    expect(item.gsi2sk).toBe(item.dnsNextCheckAt);
    const next = Date.parse(String(item.dnsNextCheckAt));
    expect(next).toBeGreaterThanOrEqual(before + HOUR - 1000);
    expect(next).toBeLessThanOrEqual(Date.now() + HOUR + 1000);
    expect(item.dnsRecheckCount).toBe(0);
  });

  it('does nothing before a setup is due; once due it re-verifies and reschedules; verified takes it off', async () => {
    const { user, domain, setup } = await initiated('due');
    const first = Date.parse(String((await setupItem(user)).dnsNextCheckAt));

    const early = await recheckAt(ceilSecond(first - 60_000));
    expect(early.due).toBe(0);
    expect((await setupItem(user)).dnsRecheckCount).toBe(0);

    const t1 = ceilSecond(first + 1000);
    const run = await recheckAt(t1);
    expect(run.rescheduled).toBeGreaterThanOrEqual(1);
    expect(run.errors).toBe(0);
    const after = await setupItem(user);
    expect(after.dnsRecheckCount).toBe(1);
    expect(after.dnsNextCheckAt).toBe(new Date(t1.getTime() + HOUR).toISOString());
    expect(after.dnsLastCheckedAt).toBe(t1.toISOString());
    expect(after.overallDnsStatus).toBe('pending');

    s.dns.setZone(domain, zoneFromRecords(setup.dnsRecords ?? []));
    const t2 = ceilSecond(t1.getTime() + HOUR + 1000);
    const verified = await recheckAt(t2);
    expect(verified.verified).toBeGreaterThanOrEqual(1);
    const done = await setupItem(user);
    expect(done.overallDnsStatus).toBe('verified');
    expect(done.mxStatus).toBe('verified');
    expect(done).not.toHaveProperty('gsi2pk');
    expect(done).not.toHaveProperty('gsi2sk');
    expect(done).not.toHaveProperty('dnsNextCheckAt');
  });

  it('rechecks hourly for a day (24 checks), then daily for a week (7 checks), then stops', async () => {
    const { user } = await initiated('week');
    const gaps: number[] = [];
    let item = await setupItem(user);
    let previous = Date.parse(String(item.dnsInitiatedAt));
    for (let i = 0; i < 40 && item.dnsNextCheckAt; i++) {
      const due = Date.parse(String(item.dnsNextCheckAt));
      gaps.push(Math.round((due - previous) / HOUR));
      previous = due;
      await recheckAt(ceilSecond(due));
      item = await setupItem(user);
    }
    expect(gaps).toEqual([...Array<number>(24).fill(1), ...Array<number>(7).fill(24)]);
    expect(item.dnsRecheckCount).toBe(31);
    expect(item).not.toHaveProperty('gsi2pk');
    expect(item.overallDnsStatus).toBe('pending');
    const later = await recheckAt(new Date(previous + 30 * 24 * HOUR));
    expect((await setupItem(user)).dnsRecheckCount).toBe(31);
    expect(later.errors).toBe(0);
  });

  it('a verify by the user that finds everything verified also takes the setup off the schedule', async () => {
    const { user, domain, setup } = await initiated('userverify');
    s.dns.setZone(domain, zoneFromRecords(setup.dnsRecords ?? []));
    const res = await post(s, '/api/dns/verify', user.idToken, {});
    expect(res.status).toBe(200);
    const item = await setupItem(user);
    expect(item.overallDnsStatus).toBe('verified');
    expect(item).not.toHaveProperty('gsi2pk');
  });

  it('the local scheduler runs the trigger on its own every interval (npm start; off in test stacks)', async () => {
    const { user } = await initiated('local');
    const store = createDeps(s.stack.env).ports.store;
    // Due a minute ago: the scheduler runs with the real clock.
    await store.update(keys.setup(user.sub), scheduleAttributes(0, new Date(Date.now() - 60_000)));
    await new Promise((r) => setTimeout(r, 300));
    expect((await setupItem(user)).dnsRecheckCount).toBe(0); // the test stack itself schedules nothing
    const scheduler = startScheduler({
      deps: () => createDeps(s.stack.env),
      intervalMs: 100,
      region: 'us-east-1',
    });
    try {
      await expect.poll(async () => (await setupItem(user)).dnsRecheckCount, { timeout: 10_000 }).toBe(1);
    } finally {
      scheduler.stop();
    }
  });
});
