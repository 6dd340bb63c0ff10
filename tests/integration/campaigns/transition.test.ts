import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newCampaignItem } from '../../../lambdas/domain/items/campaign';
import { transition } from '../../../lambdas/domain/campaigns/transition';
import { DomainError } from '../../../lambdas/domain/errors';
import type { Store } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { store } from './support';

const clock = { now: () => new Date() };

/** The table, with one competing write landing between a change's read and its write (DynamoDB Local). */
function racedBy(competing: () => Promise<unknown>): Store {
  let raced = false;
  return {
    get: (key) => store.get(key),
    put: (item, condition) => store.put(item, condition),
    update: (key, set, condition) => store.update(key, set, condition),
    delete: (key) => store.delete(key),
    query: (input) => store.query(input),
    queryPage: (input) => store.queryPage(input),
    ping: () => store.ping(),
    transact: async (writes) => {
      if (!raced) {
        raced = true;
        await competing();
      }
      return store.transact(writes);
    },
  };
}

describe('campaign status changes under a race', () => {
  it('a change whose status moved on after it was read does not apply, and says why', async () => {
    const sub = randomUUID();
    const campaignId = randomUUID();
    await store.put(
      newCampaignItem({
        userId: sub,
        campaignId,
        projectId: 'p1',
        name: 'Race',
        subject: 'Hi',
        previewText: '',
        replyTo: null,
        audience: { kind: 'all' },
        snapshotVersion: 1,
        at: new Date().toISOString(),
      }),
    );
    const key = keys.campaign(sub, campaignId);
    const ports = { store: racedBy(() => store.update(key, { status: 'cancelled' })), clock };
    const error = await transition(ports, sub, campaignId, {
      from: ['draft'],
      to: 'sending',
      message: 'Only a draft or scheduled campaign can be sent.',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).message).toBe('Only a draft or scheduled campaign can be sent.');
    expect(await store.get(key)).toMatchObject({ status: 'cancelled' });
  });
});
