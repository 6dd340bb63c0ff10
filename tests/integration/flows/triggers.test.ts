/**
 * Flow triggers (issue 32) over the shared local stack: events and contacts written to DynamoDB Local, its
 * stream, the local stream poller and the flowTriggers handler enroll contacts into live flows through the
 * trigger index, and exit events end enrollments. A redelivered record enrolls nobody twice; an event whose
 * name no flow listens for costs one read, however many flows listen for other names.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { recordCommerceEvent } from '../../../lambdas/domain/commerce/record-event';
import { flowTriggersFromStream } from '../../../lambdas/domain/flows/triggers/from-stream';
import { onContactEvent } from '../../../lambdas/domain/flows/triggers/on-event';
import { indexFlowTriggers } from '../../../lambdas/domain/flows/triggers/trigger-index';
import { newContactItem, putNewContacts, setContactTags } from '../../../lambdas/domain/items/contact';
import { flowWrite, type FlowRecord } from '../../../lambdas/domain/items/flow';
import { contactEnrollments, type EnrollmentRecord } from '../../../lambdas/domain/items/flow-enrollment';
import { putTrackingEvent, toTrackingEventItem } from '../../../lambdas/domain/items/tracking-event';
import type { Store } from '../../../lambdas/ports/store';
import { parseCommerceEvent } from '../../../shared/contracts/commerce-events';
import { flowDefinitionSchema, type FlowStatus } from '../../../shared/contracts/flows';

const { env } = inject('stack');
const client = new DynamoDBClient({
  endpoint: env.AWS_ENDPOINT_DYNAMODB,
  region: env.AWS_REGION,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const store = new DynamoStore(client, env.TABLE_NAME as string);
afterAll(() => client.destroy());
const clock = { now: () => new Date() };

/** The store, noting the name of each of its methods called into `calls`. */
const counted = (calls: string[]): Store =>
  new Proxy(store, {
    get: (target, prop, receiver) => {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(prop));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });

async function liveFlow(accountId: string, definition: unknown, status: FlowStatus = 'live') {
  const at = new Date().toISOString();
  const flow: FlowRecord = {
    accountId,
    flowId: randomUUID(),
    name: 'Flow',
    status,
    version: 1,
    wentLive: true,
    definition: flowDefinitionSchema.parse(definition),
    createdAt: at,
    updatedAt: at,
  };
  await store.transact([flowWrite(flow)]);
  await indexFlowTriggers(store, accountId, flow);
  return flow;
}

const steps = [{ id: 's1', type: 'wait', wait: { kind: 'duration', minutes: 60 } }];

async function addContact(accountId: string, source: 'form' | 'import' | 'manual', status = 'subscribed') {
  const contactId = randomUUID();
  const at = new Date().toISOString();
  await putNewContacts(store, [
    newContactItem(accountId, {
      contactId,
      email: `${contactId}@example.com`,
      emailHash: contactId,
      status: status as 'subscribed',
      consent: { source, at },
      at,
    }),
  ]);
  return contactId;
}

/** The contact's enrollments once `done` holds (the stream poller works in the background), or after 20 s. */
async function enrollmentsWhen(
  accountId: string,
  contactId: string,
  done: (e: EnrollmentRecord[]) => boolean,
): Promise<EnrollmentRecord[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await contactEnrollments(store, accountId, contactId);
    if (done(found) || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function trackingEvent(accountId: string, contactId: string, eventName: string, data: object) {
  const receivedAt = new Date().toISOString();
  return {
    setupId: randomUUID(),
    eventId: randomUUID(),
    eventName,
    receivedAt,
    pageUrl: 'https://shop.example.com/',
    trackingId: 't',
    eventData: JSON.stringify(data),
    clientTimestamp: receivedAt,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    accountId,
    contactId,
  };
}

async function commerce(accountId: string, contactId: string, name: string, data: object) {
  const parsed = parseCommerceEvent(name, data);
  if (!parsed.ok) throw new Error(parsed.message);
  const out = await recordCommerceEvent(store, {
    accountId,
    contactId,
    event: parsed.event,
    source: 'api',
    now: new Date(),
  });
  if (!out.stored) throw new Error('not stored');
  return out.record;
}

describe('flow triggers from the table stream (issue 32)', () => {
  it('a custom event enrolls once, even delivered twice, after its property filters', async () => {
    const accountId = randomUUID();
    const contactId = await addContact(accountId, 'manual');
    const flow = await liveFlow(accountId, {
      trigger: {
        type: 'event',
        eventName: 'Joined Club',
        filters: [{ property: 'plan', op: 'equals', value: 'gold' }],
      },
      steps,
      reentry: { mode: 'every-time' },
    });
    const silver = trackingEvent(accountId, contactId, 'Joined Club', { plan: 'silver' });
    const gold = trackingEvent(accountId, contactId, 'Joined Club', { plan: 'gold' });
    await putTrackingEvent(store, silver);
    await putTrackingEvent(store, gold);
    const found = await enrollmentsWhen(accountId, contactId, (e) => e.length > 0);
    expect(found.map((e) => [e.flowId, e.enrollmentId])).toEqual([
      [flow.flowId, `${contactId}#${gold.eventId}`],
    ]);
    // The stream delivers the same record again (a retried batch): nobody enrolls twice.
    const image = toTrackingEventItem(gold);
    await flowTriggersFromStream(store, clock, { eventName: 'INSERT', newImage: image });
    expect(await contactEnrollments(store, accountId, contactId)).toHaveLength(1);
  });

  it('an event no live flow listens for costs one read, whatever listens for other names', async () => {
    const accountId = randomUUID();
    const contactId = randomUUID();
    const event = { accountId, contactId, eventId: randomUUID(), name: 'Viewed Page', properties: {} };
    const alone: string[] = [];
    await onContactEvent(counted(alone), clock, event);
    for (let i = 0; i < 5; i += 1)
      await liveFlow(accountId, {
        trigger: { type: 'event', eventName: `Other ${i}`, filters: [] },
        steps,
        exitEvents: ['Placed Order'],
      });
    await liveFlow(
      accountId,
      { trigger: { type: 'event', eventName: 'Viewed Page', filters: [] }, steps },
      'paused',
    );
    const crowded: string[] = [];
    expect(await onContactEvent(counted(crowded), clock, event)).toEqual({ enrolled: 0, exited: 0 });
    expect(alone).toEqual(['query']);
    expect(crowded).toEqual(['query']);
  });

  it("a batch of an account's new subscribed contacts reads its contact triggers once", async () => {
    const accountId = randomUUID();
    const queries: string[] = [];
    const at = new Date().toISOString();
    const memo = new Map();
    for (let i = 0; i < 3; i += 1) {
      const contactId = randomUUID();
      const newImage = newContactItem(accountId, {
        contactId,
        email: `${contactId}@example.com`,
        emailHash: contactId,
        status: 'subscribed',
        consent: { source: 'import', at },
        at,
      });
      await flowTriggersFromStream(counted(queries), clock, { eventName: 'INSERT', newImage }, memo);
    }
    expect(queries).toEqual(['query']);
  });

  it('a Placed Order ends the abandoned cart enrollment at once', async () => {
    const accountId = randomUUID();
    const contactId = await addContact(accountId, 'manual');
    const cart = await liveFlow(accountId, {
      trigger: { type: 'event', eventName: 'Added to Cart', filters: [] },
      steps,
      exitEvents: ['Placed Order'],
    });
    const item = { id: 'sku-1', name: 'Fig candle', quantity: 1, price: 40 };
    await commerce(accountId, contactId, 'Added to Cart', { items: [item], value: 40, currency: 'EUR' });
    const [entered] = await enrollmentsWhen(accountId, contactId, (e) => e.length > 0);
    expect(entered).toMatchObject({ flowId: cart.flowId, stepId: 's1' });
    expect(entered?.endedBy).toBeUndefined();
    await commerce(accountId, contactId, 'Placed Order', {
      order_id: randomUUID(),
      items: [item],
      value: 40,
      currency: 'EUR',
    });
    const [ended] = await enrollmentsWhen(accountId, contactId, (e) => e[0]?.endedBy !== undefined);
    expect(ended).toMatchObject({ flowId: cart.flowId, stepId: null, endedBy: 'exit-event' });
  });

  it('subscribed enters the welcome flow; an import does not unless the flow asks for imports', async () => {
    const accountId = randomUUID();
    const welcome = await liveFlow(accountId, { trigger: { type: 'subscribed' }, steps });
    const imported = await addContact(accountId, 'import');
    const signedUp = await addContact(accountId, 'form');
    const [entered] = await enrollmentsWhen(accountId, signedUp, (e) => e.length > 0);
    expect(entered).toMatchObject({ flowId: welcome.flowId });
    expect(await contactEnrollments(store, accountId, imported)).toEqual([]);
    const importsToo = await liveFlow(accountId, {
      trigger: { type: 'subscribed', sources: ['import'] },
      steps,
    });
    const later = await addContact(accountId, 'import');
    const [again] = await enrollmentsWhen(accountId, later, (e) => e.length > 0);
    expect(again).toMatchObject({ flowId: importsToo.flowId });
  });

  it("a tag added enters the tag flow; the contact's other changes do not", async () => {
    const accountId = randomUUID();
    const contactId = await addContact(accountId, 'import');
    const vip = await liveFlow(accountId, { trigger: { type: 'tag-added', tag: 'vip' }, steps });
    await setContactTags(store, accountId, contactId, ['regular'], new Date().toISOString());
    await setContactTags(store, accountId, contactId, ['regular', 'vip'], new Date().toISOString());
    await setContactTags(store, accountId, contactId, ['vip'], new Date().toISOString());
    const found = await enrollmentsWhen(accountId, contactId, (e) => e.length > 0);
    expect(found.map((e) => e.flowId)).toEqual([vip.flowId]);
    expect(found[0]?.enrollmentId).toMatch(/#tag#vip#/);
  });
});
