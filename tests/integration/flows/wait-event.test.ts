/**
 * "Wait for an event, with a timeout" (issue 32): the awaited event, off the table's stream, takes the
 * happened branch when it arrives, not at the timeout; no event takes the timed-out branch at the timeout;
 * the event and the timer at the same moment make one branch only.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDeps, portsWith } from '../../../lambdas/deps';
import { runEnrollment } from '../../../lambdas/domain/flows/run-step';
import { signUnsubscribe } from '../../../lambdas/domain/links/unsubscribe-token';
import { getContact } from '../../../lambdas/domain/items/contact';
import { contactEventWaits } from '../../../lambdas/domain/items/flow-event-wait';
import { putTrackingEvent } from '../../../lambdas/domain/items/tracking-event';
import { mailerPort } from '../../../lambdas/wiring/mailer';
import { signingPort } from '../../../lambdas/wiring/signing';
import {
  DAY_MIN,
  enrollmentOf,
  enter,
  marksOf,
  outcomesOf,
  refOf,
  seedContact,
  seedFlow,
  seedShop,
  useFlowStack,
} from './scenario-support';

const s = useFlowStack();
const WAIT_MIN = 3 * DAY_MIN;
const tag = (id: string, name: string) => ({ id, type: 'update', action: 'add-tag', tag: name });
const waitForCall = {
  id: 'w',
  type: 'wait-for-event',
  eventName: 'Booked Call',
  filters: [{ property: 'value', op: 'more-than', value: 50 }],
  timeoutMinutes: WAIT_MIN,
  happened: [tag('h', 'booked')],
  timedOut: [tag('t', 'no-call')],
};

/** A contact waiting at the step since `startedAt` (the first sweep ran it). */
async function waitingContact() {
  const { accountId } = await seedShop(s);
  const { contactId } = await seedContact(s, accountId);
  const flow = await seedFlow(s, accountId, [waitForCall]);
  const ref = refOf(await enter(s, flow, contactId));
  await s.sweep();
  expect(await outcomesOf(s, ref)).toEqual(['waiting-for-event']);
  return { accountId, contactId, ref, startedAt: await s.now() };
}

/** The contact's custom event (`jm('track', 'Booked Call', …)`), stored (received `at`, now unless given). */
async function storeCall(accountId: string, contactId: string, value: number, at: string) {
  await putTrackingEvent(s.store(), {
    setupId: randomUUID(),
    eventId: randomUUID(),
    eventName: 'Booked Call',
    receivedAt: at,
    pageUrl: 'https://shop.example.com/booked',
    trackingId: 't',
    eventData: JSON.stringify({ value }),
    clientTimestamp: at,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    accountId,
    contactId,
  });
}

/** The contact's custom event, stored now and read off the stream at once. */
async function bookCall(accountId: string, contactId: string, value: number) {
  await storeCall(accountId, contactId, value, (await s.now()).toISOString());
  await s.q.stack.drainStreams();
  await s.q.stack.drainQueues();
}

const tagsOf = async (accountId: string, contactId: string) =>
  (await getContact(s.store(), accountId, contactId))?.tags;

describe('wait for an event, with a timeout (issue 32)', () => {
  it('takes the happened branch when the event arrives (+1 h of a 3-day wait), not at the timeout', async () => {
    const { accountId, contactId, ref, startedAt } = await waitingContact();
    expect(await contactEventWaits(s.store(), accountId, 'Booked Call', contactId)).toHaveLength(1);
    await s.moveClock(60);
    await bookCall(accountId, contactId, 20); // its filter (value > 50) does not pass: still waiting
    expect(await outcomesOf(s, ref)).toEqual(['waiting-for-event']);
    await bookCall(accountId, contactId, 80);
    expect(await tagsOf(accountId, contactId)).toEqual(['booked']);
    const marks = await marksOf(s, ref);
    expect(marks.map((m) => m.outcome)).toEqual(['waiting-for-event', 'event:happened', 'tagged']);
    const ranAfterMin = (Date.parse(marks[2]!.at) - startedAt.getTime()) / 60_000;
    expect(ranAfterMin).toBeGreaterThanOrEqual(60);
    expect(ranAfterMin).toBeLessThan(62);
    expect(await enrollmentOf(s, ref)).toMatchObject({ stepId: null, endedBy: 'completed' });
    expect(await contactEventWaits(s.store(), accountId, 'Booked Call', contactId)).toEqual([]);
  }, 60_000);

  it('takes the timed-out branch at the timeout when no event came', async () => {
    const { accountId, contactId, ref } = await waitingContact();
    await s.moveClock(WAIT_MIN - 5);
    await s.sweep();
    expect(await outcomesOf(s, ref)).toEqual(['waiting-for-event']);
    await s.moveClock(6);
    await s.sweep();
    expect(await tagsOf(accountId, contactId)).toEqual(['no-call']);
    expect(await outcomesOf(s, ref)).toEqual(['waiting-for-event', 'event:timed-out', 'tagged']);
    await bookCall(accountId, contactId, 80); // after the timeout: nothing more
    expect(await tagsOf(accountId, contactId)).toEqual(['no-call']);
  }, 60_000);

  it("holds the event's own time against the timeout, not the late stream's clock", async () => {
    const { accountId, contactId, ref, startedAt } = await waitingContact();
    const timeout = startedAt.getTime() + WAIT_MIN * 60_000;
    await s.moveClock(WAIT_MIN - 2);
    await storeCall(accountId, contactId, 80, new Date(timeout - 60_000).toISOString()); // in time
    await storeCall(accountId, contactId, 90, new Date(timeout + 60_000).toISOString()); // too late
    await s.moveClock(5); // the stream is read only after the timeout passed (no sweep ran yet)
    await s.q.stack.drainStreams();
    await s.q.stack.drainQueues();
    expect(await outcomesOf(s, ref)).toEqual(['waiting-for-event', 'event:happened', 'tagged']);
    expect(await tagsOf(accountId, contactId)).toEqual(['booked']);
  }, 60_000);

  it('wakes nobody for an event that happened after the timeout, read before the timer ran', async () => {
    const { accountId, contactId, ref, startedAt } = await waitingContact();
    const timeout = startedAt.getTime() + WAIT_MIN * 60_000;
    await s.moveClock(WAIT_MIN + 2);
    await storeCall(accountId, contactId, 80, new Date(timeout + 60_000).toISOString());
    await s.q.stack.drainStreams();
    await s.q.stack.drainQueues();
    await s.sweep();
    expect(await outcomesOf(s, ref)).toEqual(['waiting-for-event', 'event:timed-out', 'tagged']);
    expect(await tagsOf(accountId, contactId)).toEqual(['no-call']);
  }, 60_000);

  it('runs one branch only when the event and the timer come at the same moment', async () => {
    const { accountId, contactId, ref } = await waitingContact();
    const e = await enrollmentOf(s, ref);
    const now = await s.moveClock(WAIT_MIN);
    const d = createDeps(s.q.stack.env);
    const ports = { ...portsWith(d, [mailerPort, signingPort]), clock: { now: () => now } };
    const mail = {
      siteUrl: '',
      token: (c: { sub: string; contactId: string; campaignId: string }) => signUnsubscribe(ports.signing, c),
    };
    const seen = { seq: e!.seq, atMs: now.getTime() - 1000 }; // seen a second before the timeout
    const runs = await Promise.all([
      runEnrollment(ports, mail, ref, 'event', seen),
      runEnrollment(ports, mail, ref, 'due'),
    ]);
    const branches = runs.flat().filter((o) => o.startsWith('event:'));
    expect(branches).toHaveLength(1);
    const tags = await tagsOf(accountId, contactId);
    expect(tags).toEqual([branches[0] === 'event:happened' ? 'booked' : 'no-call']);
    expect(await outcomesOf(s, ref)).toEqual(['waiting-for-event', branches[0], 'tagged']);
  }, 60_000);
});
