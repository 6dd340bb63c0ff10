/**
 * Issue 32: a trigger enters a flow only if it happened while the flow was live. The table's stream is
 * asynchronous: a signup (or an event) a second before the flow went live, handed over by the stream after,
 * enters nobody; one after does. The flow goes live through setFlowStatus (which records `liveAt`), the
 * records are handled by the stream's own entry point with a clock minutes later, over DynamoDB Local.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setFlowStatus } from '../../../lambdas/domain/flows/flow-status';
import type { Queue } from '../../../lambdas/ports/queue';
import { flowTriggersFromStream } from '../../../lambdas/domain/flows/triggers/from-stream';
import { newContactItem, putNewContacts } from '../../../lambdas/domain/items/contact';
import { flowWrite } from '../../../lambdas/domain/items/flow';
import { contactEnrollments } from '../../../lambdas/domain/items/flow-enrollment';
import { putTrackingEvent, toTrackingEventItem } from '../../../lambdas/domain/items/tracking-event';
import { flowDefinitionSchema, type FlowTrigger } from '../../../shared/contracts/flows';
import { tableStore } from '../setup/support';

/** Signup and event flows queue no backfill (triggers/backfill.ts): a send here would be a bug. */
const noBackfill: Queue = {
  send: async () => Promise.reject(new Error('a signup or event flow queued a backfill')),
  sendBatch: async () => Promise.reject(new Error('a signup or event flow queued a backfill')),
};
const store = tableStore();

const t = Date.now();
const at = (seconds: number) => new Date(t + seconds * 1000);
const clockAt = (seconds: number) => ({ now: () => at(seconds) });
const late = clockAt(120); // the stream hands the records over two minutes later

/** A draft flow with `trigger`, switched live at t+1 s through the status route's domain call. */
async function liveAtOneSecond(accountId: string, trigger: FlowTrigger) {
  const flowId = randomUUID();
  const created = at(-60).toISOString();
  const steps = [{ id: 's1', type: 'update', action: 'add-tag', tag: 'welcomed' }];
  const definition = flowDefinitionSchema.parse({ trigger, steps });
  await store.transact([
    flowWrite({
      accountId,
      flowId,
      name: 'Flow',
      status: 'draft',
      version: 1,
      wentLive: false,
      definition,
      createdAt: created,
      updatedAt: created,
    }),
  ]);
  const outcome = await setFlowStatus(
    { store, clock: clockAt(1), queue: noBackfill },
    { accountId, emailVerified: true },
    flowId,
    'live',
  );
  if (!('detail' in outcome)) throw new Error(outcome.problems.join(' '));
}

/** A form signup at t + `seconds`, stored, then its stream record handled late. */
async function signup(accountId: string, seconds: number) {
  const contactId = randomUUID();
  const when = at(seconds).toISOString();
  const item = newContactItem(accountId, {
    contactId,
    email: `${contactId}@example.com`,
    emailHash: contactId,
    status: 'subscribed',
    consent: { source: 'form', at: when },
    at: when,
  });
  await putNewContacts(store, [item]);
  await flowTriggersFromStream(store, late, { eventName: 'INSERT', newImage: item });
  return (await contactEnrollments(store, accountId, contactId)).length;
}

/** The contact's `Joined Club` received at t + `seconds`, stored, then its stream record handled late. */
async function joined(accountId: string, seconds: number) {
  const contactId = randomUUID();
  const receivedAt = at(seconds).toISOString();
  const event = {
    setupId: randomUUID(),
    eventId: randomUUID(),
    eventName: 'Joined Club',
    receivedAt,
    pageUrl: 'https://shop.example.com/',
    trackingId: 't',
    eventData: '{}',
    clientTimestamp: receivedAt,
    expiresAt: Math.floor(t / 1000) + 3600,
    accountId,
    contactId,
  };
  await putTrackingEvent(store, event);
  const newImage = toTrackingEventItem(event);
  await flowTriggersFromStream(store, late, { eventName: 'INSERT', newImage });
  return (await contactEnrollments(store, accountId, contactId)).length;
}

describe('a trigger enters only flows live when it happened (issue 32)', () => {
  it('a signup a second before the flow went live, read off the stream after, enters nobody', async () => {
    const accountId = randomUUID();
    await liveAtOneSecond(accountId, { type: 'subscribed', sources: ['form'] });
    expect(await signup(accountId, 0)).toBe(0);
    expect(await signup(accountId, 2)).toBe(1);
  });

  it('so does an event', async () => {
    const accountId = randomUUID();
    await liveAtOneSecond(accountId, { type: 'event', eventName: 'Joined Club', filters: [] });
    expect(await joined(accountId, 0)).toBe(0);
    expect(await joined(accountId, 2)).toBe(1);
  });
});
