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

describe('only triggers from while the flow is live (issue 32)', () => {
  const liveAt = '2026-11-29T10:00:01.000Z';
  const before = '2026-11-29T10:00:00.000Z';
  const after = '2026-11-29T10:00:02.000Z';
  const late = new Date('2026-11-29T10:05:00.000Z'); // the stream read it after the flow went live

  it("holds an event's own time, not the stream's, against the flow's liveAt", () => {
    const order = { ...anyOrder, liveAt };
    const at = (time: string) => ({ name: 'Placed Order', properties: {}, at: time });
    expect(flowsEnteredBy([order], at(before), late)).toEqual([]);
    expect(flowsEnteredBy([order], at(liveAt), late)).toEqual([order]);
    expect(flowsEnteredBy([order], at(after), late)).toEqual([order]);
    expect(flowsEnteredBy([anyOrder], at(before), late)).toEqual([anyOrder]); // indexed before liveAt existed
  });

  it("holds a contact change's own time against the flow's liveAt", () => {
    const live = [
      { ...welcome, liveAt },
      { ...vip, liveAt },
    ];
    const signup = (updatedAt: string) => facts({ updatedAt, subscribedAt: updatedAt });
    expect(flowsEnteredByChange(live, undefined, signup(before))).toEqual([]);
    expect(ids(flowsEnteredByChange(live, undefined, signup(after)))).toEqual([
      `welcome subscribed#${after}`,
    ]);
    const tagged = (updatedAt: string) => facts({ tags: ['vip'], updatedAt });
    expect(flowsEnteredByChange(live, facts(), tagged(before))).toEqual([]);
    expect(ids(flowsEnteredByChange(live, facts(), tagged(after)))).toEqual([`vip tag#vip#${after}`]);
    // An API contact's consent time is the caller's (days before): the change's own time counts.
    const viaApi = facts({
      consentSource: 'api',
      subscribedAt: '2026-11-20T00:00:00.000Z',
      updatedAt: after,
    });
    expect(ids(flowsEnteredByChange(live, undefined, viaApi))).toHaveLength(1);
  });
});
