import { describe, expect, it } from 'vitest';
import {
  flowsEnteredBy,
  flowsEnteredByChange,
  flowsExitedBy,
  type ContactFacts,
} from '../../../lambdas/domain/flows/triggers/match';
import type { TriggerEntry } from '../../../lambdas/domain/items/flow-trigger';
import type { FlowTrigger } from '../../../shared/contracts/flows';

const entry = (flowId: string, trigger: FlowTrigger, role: TriggerEntry['role'] = 'enter'): TriggerEntry => ({
  flowId,
  role,
  version: 1,
  firstStepId: 's1',
  reentry: { mode: 'once' },
  trigger,
});
const bigOrder = entry('big', {
  type: 'event',
  eventName: 'Placed Order',
  filters: [{ property: 'value', op: 'more-than', value: 50 }],
});
const anyOrder = entry('any', { type: 'event', eventName: 'Placed Order', filters: [] });
const cartExit = entry('cart', { type: 'event', eventName: 'Added to Cart', filters: [] }, 'exit');

describe('flow trigger matching (issue 32)', () => {
  it.each([
    [{ value: 80 }, ['big', 'any']],
    [{ value: 50 }, ['any']],
    [{ value: '51' }, ['big', 'any']],
    [{}, ['any']],
  ])('an event with %j enters %j (property filters)', (properties, flows) => {
    const matched = flowsEnteredBy([bigOrder, anyOrder, cartExit], { name: 'Placed Order', properties });
    expect(matched.map((e) => e.flowId)).toEqual(flows);
  });

  it('checks every filter and each operator', () => {
    const e = entry('f', {
      type: 'event',
      eventName: 'Viewed Product',
      filters: [
        { property: 'name', op: 'contains', value: 'candle' },
        { property: 'brand', op: 'not-equals', value: 'Acme' },
        { property: 'price', op: 'less-than', value: 30 },
      ],
    });
    const pass = (properties: Record<string, unknown>) =>
      flowsEnteredBy([e], { name: 'Viewed Product', properties }).length === 1;
    expect(pass({ name: 'fig candle', brand: 'Jungle', price: 20 })).toBe(true);
    expect(pass({ name: 'fig soap', brand: 'Jungle', price: 20 })).toBe(false);
    expect(pass({ name: 'fig candle', brand: 'Acme', price: 20 })).toBe(false);
    expect(pass({ name: 'fig candle', brand: 'Jungle', price: 30 })).toBe(false);
  });

  it('never enters on another name, and exit entries only end flows', () => {
    expect(flowsEnteredBy([bigOrder, anyOrder], { name: 'Placed order', properties: {} })).toEqual([]);
    expect(flowsEnteredBy([cartExit], { name: 'Added to Cart', properties: {} })).toEqual([]);
    expect(flowsExitedBy([bigOrder, cartExit])).toEqual(['cart']);
  });
});

const facts = (over: Partial<ContactFacts> = {}): ContactFacts => ({
  status: 'subscribed',
  tags: [],
  consentSource: 'form',
  subscribedAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  ...over,
});
const welcome = entry('welcome', { type: 'subscribed', sources: ['form', 'manual', 'api'] });
const vip = entry('vip', { type: 'tag-added', tag: 'vip' });
const ids = (r: { entry: TriggerEntry; entryId: string }[]) => r.map((m) => `${m.entry.flowId} ${m.entryId}`);

describe('contact triggers (issue 32)', () => {
  it('enters the welcome flow when a contact becomes subscribed, once per subscription', () => {
    const pending = facts({ status: 'pending' });
    const confirmed = facts({ subscribedAt: '2026-11-29T11:00:00.000Z' });
    expect(ids(flowsEnteredByChange([welcome], pending, confirmed))).toEqual([
      'welcome subscribed#2026-11-29T11:00:00.000Z',
    ]);
    expect(ids(flowsEnteredByChange([welcome], undefined, facts()))).toHaveLength(1);
    expect(flowsEnteredByChange([welcome], facts(), facts({ tags: ['x'] }))).toEqual([]);
    expect(flowsEnteredByChange([welcome], undefined, pending)).toEqual([]);
  });

  it('skips imports (and Shopify syncs) unless the flow chose them', () => {
    const imported = facts({ consentSource: 'import' });
    const shopify = facts({ consentSource: 'shopify' });
    expect(flowsEnteredByChange([welcome], undefined, imported)).toEqual([]);
    expect(flowsEnteredByChange([welcome], undefined, shopify)).toEqual([]);
    const all = entry('all', { type: 'subscribed', sources: ['import'] });
    expect(ids(flowsEnteredByChange([all], undefined, imported))).toHaveLength(1);
  });

  it('enters a tag flow only when the tag is new', () => {
    const tagged = facts({ tags: ['vip'], updatedAt: '2026-11-29T12:00:00.000Z' });
    expect(ids(flowsEnteredByChange([vip], facts(), tagged))).toEqual([
      'vip tag#vip#2026-11-29T12:00:00.000Z',
    ]);
    expect(flowsEnteredByChange([vip], tagged, facts({ tags: ['vip', 'other'] }))).toEqual([]);
    expect(flowsEnteredByChange([vip], facts(), facts({ tags: ['other'] }))).toEqual([]);
  });
});
