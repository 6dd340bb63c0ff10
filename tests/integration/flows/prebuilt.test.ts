/**
 * POST /api/flows/prebuilt (issue 32): the draft flows for the onboarding choices, made once per account
 * even under two concurrent calls, with the defaults, each email a project in the shop's brand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { flowNeedsData } from '../../../lambdas/domain/flows/needs-data';
import { commerceEventWrites } from '../../../lambdas/domain/items/commerce-event';
import { getFlowPrebuilt } from '../../../lambdas/domain/items/flow-prebuilt';
import type { CommerceEvent } from '../../../shared/contracts/commerce-events';
import { getProjectContent } from '../../../lambdas/domain/items/project-content';
import { countsOf, createProject, deleteProject, listProjects } from '../projects/support';
import { rawCall } from '../helpers/api';
import { flowsByName, makePrebuilt, ownerWhoChose, store } from './prebuilt-support';

const CHOSEN = ['welcome_new_subscriber', 'abandoned_cart_1', 'birthday_greeting', 'weekly_newsletter'];
type Owner = Awaited<ReturnType<typeof ownerWhoChose>>;
let ann: Owner;
let ben: Owner;

beforeAll(async () => {
  [ann, ben] = await Promise.all([
    ownerWhoChose('pro', 'prebuilt-ann', CHOSEN),
    ownerWhoChose('pro', 'prebuilt-ben', ['post_purchase_thank_you']),
  ]);
});

describe('POST /api/flows/prebuilt', () => {
  it('makes the drafts once under two concurrent calls; a later call makes nothing', async () => {
    const [first, second] = await Promise.all([makePrebuilt(ann.idToken), makePrebuilt(ann.idToken)]);
    expect([first.status, second.status], first.text + second.text).toEqual([200, 200]);
    const made = [...first.body.created, ...second.body.created];
    expect(made.map((f) => f.name).sort()).toEqual(['Abandoned cart', 'Birthday', 'Welcome series']);
    expect((await makePrebuilt(ann.idToken)).body.created).toEqual([]);
    const flows = await flowsByName(ann.sub);
    expect(flows.size).toBe(3);
    expect([...flows.values()].every((f) => f.status === 'draft')).toBe(true);
    // 3 + 2 + 1 emails, one project each, nothing made twice.
    expect((await countsOf(store, ann.sub)).projects).toBe(6);
    expect(await getFlowPrebuilt(store, ann.sub)).toMatchObject({ state: 'made' });
    const cart = made.find((f) => f.name === 'Abandoned cart');
    expect(cart?.needsData).toMatch(/"Added to Cart".*none has arrived/);
    expect(made.find((f) => f.name === 'Welcome series')?.needsData).toBeUndefined();
  });

  it("has the issue's defaults for welcome, abandoned cart and birthday, each email written in the brand", async () => {
    const flows = await flowsByName(ann.sub);
    const welcome = flows.get('Welcome series')!;
    expect(welcome.emailType).toBe('welcome_new_subscriber');
    expect(welcome.definition.trigger).toEqual({ type: 'subscribed', sources: ['form', 'manual', 'api'] });
    expect(welcome.definition.steps.map((s) => (s.type === 'wait' ? s.wait : s.type))).toEqual([
      'email',
      { kind: 'duration', minutes: 2 * 24 * 60 },
      'email',
      { kind: 'duration', minutes: 2 * 24 * 60 },
      'email',
    ]);
    expect(welcome.definition.exitEvents).toEqual(['Placed Order']);
    const cart = flows.get('Abandoned cart')!.definition;
    expect(cart.trigger).toMatchObject({ type: 'event', eventName: 'Added to Cart' });
    expect(cart.steps.map((s) => (s.type === 'wait' ? s.wait : s.type))).toEqual([
      { kind: 'duration', minutes: 240 },
      'email',
      { kind: 'duration', minutes: 1440 },
      'email',
    ]);
    expect(cart.reentry).toEqual({ mode: 'after-days', days: 14 });
    expect(cart.exitEvents).toEqual(['Placed Order']);
    const birthday = flows.get('Birthday')!.definition;
    expect(birthday.trigger).toEqual({
      type: 'date-property',
      field: 'birthday',
      offsetDays: 0,
      at: '09:00',
    });
    const [email] = birthday.steps;
    if (email?.type !== 'email') throw new Error('the birthday flow starts with its email');
    const content = await getProjectContent(store, ann.sub, email.projectId);
    expect(content?.html).toContain('Unsubscribe');
    expect(content?.document?.sections.length).toBeGreaterThan(0);
  });

  it('stops saying the cart flow needs data once an Added to Cart arrives', async () => {
    const cart = (await flowsByName(ann.sub)).get('Abandoned cart')!;
    expect(await flowNeedsData(store, ann.sub, cart.definition)).toMatch(/Added to Cart/);
    const at = new Date().toISOString();
    // A whole, valid event: the table's stream hands it to analytics and the flow triggers, which parse it.
    const event: CommerceEvent = {
      name: 'Added to Cart',
      properties: {
        items: [{ id: 'p1', name: 'Candle', quantity: 1, price: 10 }],
        value: 10,
        currency: 'EUR',
      },
    };
    const stored = { accountId: ann.sub, eventId: 'cart-1', event, source: 'api' as const, occurredAt: at };
    await store.transact(
      commerceEventWrites(
        { ...stored, receivedAt: at, valueMinor: 1000, currency: 'EUR' },
        undefined,
        undefined,
      ),
    );
    expect(await flowNeedsData(store, ann.sub, cart.definition)).toBeUndefined();
    expect(await flowNeedsData(store, ben.sub, cart.definition)).toMatch(/Added to Cart/);
  });

  it("leaves another account's flows alone, and makes that account's own", async () => {
    expect((await flowsByName(ben.sub)).size).toBe(0);
    const res = await makePrebuilt(ben.idToken);
    expect(res.body.created.map((f) => f.name)).toEqual(['Post-purchase']);
    expect((await flowsByName(ann.sub)).size).toBe(3);
  });

  it("makes Free's drafts too: flow emails live with their flow, the project limit stays exact", async () => {
    const free = await ownerWhoChose('free', 'prebuilt-free', ['welcome_new_subscriber']);
    const res = await makePrebuilt(free.idToken);
    expect(res.status, res.text).toBe(200);
    expect(res.body.created.map((f) => f.name)).toEqual(['Welcome series']);
    const welcome = (await flowsByName(free.sub)).get('Welcome series')!;
    const emailIds = welcome.definition.steps.flatMap((s) => (s.type === 'email' ? [s.projectId] : []));
    expect(emailIds).toHaveLength(3);
    expect(await countsOf(store, free.sub)).toMatchObject({ projects: 3, projectCount: 0 });
    // Free's one real project, then the limit; deleting a flow email gives no second one.
    const first = await createProject(free.idToken, { name: 'Spring sale' });
    expect(first.status, first.text).toBe(201);
    expect((await createProject(free.idToken, { name: 'Another' })).status).toBe(403);
    expect((await deleteProject(free.idToken, emailIds[0]!)).status).toBe(200);
    expect(await countsOf(store, free.sub)).toMatchObject({ projects: 3, projectCount: 1 });
    expect((await createProject(free.idToken, { name: 'Another' })).status).toBe(403);
    // The dashboard's list says which are an automation's emails (they do not count against the plan).
    const listed = (await listProjects(free.idToken)).body as {
      projects: { id: string; name: string; flowEmail?: boolean }[];
    };
    expect(
      listed.projects
        .filter((p) => p.flowEmail)
        .map((p) => p.id)
        .sort(),
    ).toEqual(emailIds.slice(1).sort());
    expect(listed.projects.find((p) => p.name === 'Spring sale')?.flowEmail).toBeUndefined();
  });

  it('refuses a missing token, malformed JSON, unknown fields and oversized bodies, making nothing', async () => {
    const owner = await ownerWhoChose('pro', 'prebuilt-bad', ['browse_abandonment']);
    expect((await makePrebuilt(undefined)).status).toBe(401);
    const malformed = await makePrebuilt(owner.idToken, '{"x":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    expect((await makePrebuilt(owner.idToken, '{"kind":"welcome"}')).status).toBe(400);
    const big = await rawCall('/api/flows/prebuilt', {
      method: 'POST',
      token: owner.idToken,
      body: JSON.stringify({ pad: 'x'.repeat(3000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    expect((await flowsByName(owner.sub)).size).toBe(0);
    expect(await getFlowPrebuilt(store, owner.sub)).toBeUndefined();
  });
});
