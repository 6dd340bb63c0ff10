/**
 * The flow routes (issue 32) over HTTP on a stack of the file's own (its clock moves): CRUD and the 409,
 * another account's flows unreachable, bad input on every route, the go-live checks, a version edit
 * mid-flow keeping earlier entrants on their version (and moving the people at a removed step), pause
 * and resume without a burst, the numbers counted in the steps' own transactions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getContact } from '../../../lambdas/domain/items/contact';
import { getEnrollment } from '../../../lambdas/domain/items/flow-enrollment';
import {
  contactFlowsResponseSchema,
  flowListResponseSchema,
  flowSettingsSchema,
} from '../../../shared/contracts/flows';
import { newUser } from '../helpers/cognito';
import { useQueueStack } from '../helpers/queue-stack';
import { rawCall } from '../helpers/api';
import { definitionOf, detailOf, flowStackTools, tag, wait } from './support';

const q = useQueueStack();
const t = flowStackTools(q);
let ann: { idToken: string; sub: string };
let ben: { idToken: string; sub: string };

beforeAll(async () => {
  [ann, ben] = await Promise.all([newUser('flow-ann', q.target), newUser('flow-ben', q.target)]);
}, 60_000);

const create = (token: string, steps = [tag('s1', 'a')], name = 'Welcome') =>
  t.api('POST', '/api/flows', token, { name, definition: definitionOf(steps) });
const live = async (token: string, steps: Parameters<typeof create>[1]) => {
  const flow = detailOf(await create(token, steps), 201);
  return detailOf(await t.api('POST', `/api/flows/${flow.flowId}/status`, token, { status: 'live' }));
};

describe('flow routes (issue 32)', () => {
  it('creates a draft, lists it with its numbers, edits it over its version (409 when stale), deletes it', async () => {
    const made = detailOf(await create(ann.idToken), 201);
    expect(made).toMatchObject({ status: 'draft', version: 1, stats: { inFlow: 0, entered: 0 } });
    expect(made.stepStats.s1).toEqual({ waiting: 0, sent: 0, skipped: {}, held: {}, clicks: 0 });
    const listed = flowListResponseSchema.parse((await t.api('GET', '/api/flows', ann.idToken)).body);
    expect(listed.flows.map((f) => f.flowId)).toContain(made.flowId);
    const path = `/api/flows/${made.flowId}`;
    const body = { name: 'Hello', definition: definitionOf([tag('s1', 'b')]), expectedVersion: 1 };
    const saved = detailOf(await t.api('PUT', path, ann.idToken, body));
    expect(saved).toMatchObject({ name: 'Hello', version: 2 });
    const stale = await t.api('PUT', path, ann.idToken, { ...body, name: 'Lost' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'version_conflict' });
    expect(detailOf(await t.api('GET', path, ann.idToken)).name).toBe('Hello');
    expect((await t.api('DELETE', path, ann.idToken)).status).toBe(200);
    expect((await t.api('GET', path, ann.idToken)).status).toBe(404);
  });

  it("keeps another account's flows and contacts unreachable (404), changing nothing", async () => {
    const flow = detailOf(await create(ann.idToken), 201);
    const path = `/api/flows/${flow.flowId}`;
    const contactId = await t.seedContact(ann.sub);
    const answers = await Promise.all([
      t.api('GET', path, ben.idToken),
      t.api('PUT', path, ben.idToken, { name: 'x', definition: definitionOf([]), expectedVersion: 1 }),
      t.api('DELETE', path, ben.idToken),
      t.api('POST', `${path}/status`, ben.idToken, { status: 'archived' }),
      t.api('GET', `/api/contacts/${contactId}/automations`, ben.idToken),
    ]);
    for (const res of answers) expect(res.status, res.text).toBe(404);
    const benList = flowListResponseSchema.parse((await t.api('GET', '/api/flows', ben.idToken)).body);
    expect(benList.flows).toEqual([]);
    expect(detailOf(await t.api('GET', path, ann.idToken))).toMatchObject({ status: 'draft', version: 1 });
  });

  it('refuses a missing token, malformed, invalid and oversized input on every route, changing nothing', async () => {
    const flow = detailOf(await create(ann.idToken), 201);
    const path = `/api/flows/${flow.flowId}`;
    const writes = [
      ['POST', '/api/flows'],
      ['PUT', path],
      ['POST', `${path}/status`],
      ['PUT', '/api/flows/settings'],
    ] as const;
    for (const [method, p] of [...writes, ['GET', '/api/flows'], ['GET', path], ['DELETE', path]] as const)
      expect((await t.api(method, p)).status, `${method} ${p}`).toBe(401);
    for (const [method, p] of writes) {
      const malformed = await t.api(method, p, ann.idToken, '{"name":');
      expect(malformed.body, `${method} ${p}`).toMatchObject({ error: 'malformed_json' });
      const big = await rawCall(p, {
        baseUrl: q.baseUrl,
        method,
        token: ann.idToken,
        body: JSON.stringify({ name: 'x', pad: 'x'.repeat(70_000) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(big.status, `${method} ${p}`).toBe(413);
    }
    const invalid = [
      t.api('POST', '/api/flows', ann.idToken, { name: ' ', definition: definitionOf([]) }),
      t.api('PUT', path, ann.idToken, { name: 'x', definition: definitionOf([]) }),
      t.api('POST', `${path}/status`, ann.idToken, { status: 'draft' }),
      t.api('PUT', '/api/flows/settings', ann.idToken, { timeZone: 'Mars/Olympus' }),
      t.api('PUT', path, ann.idToken, {
        name: 'x',
        definition: definitionOf([]),
        expectedVersion: 1,
        moves: { nowhere: 'exit' },
      }),
    ];
    for (const res of await Promise.all(invalid)) expect(res.status, res.text).toBe(400);
    expect(detailOf(await t.api('GET', path, ann.idToken))).toMatchObject({ version: 1, name: 'Welcome' });
    const settings = flowSettingsSchema.parse((await t.api('GET', '/api/flows/settings', ann.idToken)).body);
    expect(settings).toEqual({
      smartSendingHours: 16,
      quietHours: { start: '21:00', end: '08:00' },
      timeZone: 'UTC',
    });
    const put = { ...settings, smartSendingHours: 12, timeZone: 'Europe/Berlin' };
    expect((await t.api('PUT', '/api/flows/settings', ann.idToken, put)).body).toEqual(put);
    expect((await t.api('GET', '/api/flows/settings', ben.idToken)).body).toEqual(settings);
  });

  it('goes live only when its emails pass the campaign checks (422 with the problems in words)', async () => {
    const email = {
      id: 's1',
      type: 'email',
      projectId: 'no-such-project',
      subject: 'Hi there',
      smartSending: true,
    };
    const flow = detailOf(await create(ann.idToken, [email as never]), 201);
    const res = await t.api('POST', `/api/flows/${flow.flowId}/status`, ann.idToken, { status: 'live' });
    expect(res.status, res.text).toBe(422);
    const messages = (res.body as { issues: { message: string }[] }).issues.map((i) => i.message);
    expect(messages).toContain(
      'The email “Hi there” has no saved content yet. Open it in the editor, write it and save it.',
    );
    expect(detailOf(await t.api('GET', `/api/flows/${flow.flowId}`, ann.idToken)).status).toBe('draft');
    const del = await t.api(
      'DELETE',
      `/api/flows/${(await live(ann.idToken, [tag('s1', 'x')])).flowId}`,
      ann.idToken,
    );
    expect(del.status).toBe(409);
  });

  it('keeps earlier entrants on their version after an edit; people at a removed step go where chosen', async () => {
    const flow = await live(ann.idToken, [
      tag('s1', 'a'),
      wait('s2', 24 * 60),
      tag('s3', 'b'),
      tag('s4', 'c'),
    ]);
    const [first, moved, second] = [
      await t.seedContact(ann.sub),
      await t.seedContact(ann.sub),
      await t.seedContact(ann.sub),
    ];
    await t.enter(ann.sub, flow.flowId, 1, first);
    const movedId = await t.enter(ann.sub, flow.flowId, 1, moved);
    await t.sweep();
    // Both wait at s3 on version 1. The edit changes s3's tag and drops s4; nobody waits at s4.
    const path = `/api/flows/${flow.flowId}`;
    const v2 = [tag('s1', 'a'), wait('s2', 24 * 60), tag('s3', 'b2')];
    const edited = detailOf(
      await t.api('PUT', path, ann.idToken, { name: 'W', definition: definitionOf(v2), expectedVersion: 1 }),
    );
    expect(edited.version).toBe(2);
    await t.enter(ann.sub, flow.flowId, 2, second);
    await t.sweep();
    const before = detailOf(await t.api('GET', path, ann.idToken));
    expect(before.versions).toEqual([
      { version: 1, inFlow: 2 },
      { version: 2, inFlow: 1 },
    ]);
    expect(before.stepStats.s3?.waiting).toBe(3);
    // Version 3 removes s3: the people waiting there leave (the owner chose 'exit').
    const v3 = [tag('s1', 'a'), wait('s2', 24 * 60)];
    const third = await t.api('PUT', path, ann.idToken, {
      name: 'W',
      definition: definitionOf(v3),
      expectedVersion: 2,
      moves: { s3: 'exit' },
    });
    expect(detailOf(third).stats).toMatchObject({ inFlow: 0, exited: { 'step-removed': 3 } });
    expect(await getEnrollment(t.store(), ann.sub, flow.flowId, movedId)).toMatchObject({
      stepId: null,
      endedBy: 'step-removed',
    });
    expect((await getContact(t.store(), ann.sub, first))?.tags).toEqual(['a']);
    const mine = contactFlowsResponseSchema.parse(
      (await t.api('GET', `/api/contacts/${first}/automations`, ann.idToken)).body,
    );
    expect(mine.flows).toEqual([expect.objectContaining({ flowId: flow.flowId, version: 1, stepId: null })]);
  }, 60_000);

  it('runs each entrant on the version it entered with', async () => {
    const flow = await live(ann.idToken, [tag('s1', 'a'), wait('s2', 60), tag('s3', 'old')]);
    const [first, second] = [await t.seedContact(ann.sub), await t.seedContact(ann.sub)];
    await t.enter(ann.sub, flow.flowId, 1, first);
    await t.sweep();
    const v2 = definitionOf([tag('s1', 'a'), wait('s2', 60), tag('s3', 'new')]);
    const path = `/api/flows/${flow.flowId}`;
    detailOf(await t.api('PUT', path, ann.idToken, { name: 'W', definition: v2, expectedVersion: 1 }));
    await t.enter(ann.sub, flow.flowId, 2, second);
    await t.sweep();
    await t.moveClock(61);
    await t.sweep();
    expect((await getContact(t.store(), ann.sub, first))?.tags).toEqual(['a', 'old']);
    expect((await getContact(t.store(), ann.sub, second))?.tags).toEqual(['a', 'new']);
    const after = detailOf(await t.api('GET', path, ann.idToken));
    expect(after.stats).toMatchObject({ entered: 2, completed: 2, inFlow: 0 });
    expect(after.versions).toEqual([]);
  }, 60_000);

  it('pauses every step, and on resume each waiting contact takes only its one overdue step', async () => {
    const steps = [tag('s1', 't1'), wait('s2', 60), tag('s3', 't2'), wait('s4', 60), tag('s5', 't3')];
    const flow = await live(ann.idToken, steps);
    const contactId = await t.seedContact(ann.sub);
    const enrollmentId = await t.enter(ann.sub, flow.flowId, 1, contactId);
    await t.sweep();
    const status = (s: string) =>
      t.api('POST', `/api/flows/${flow.flowId}/status`, ann.idToken, { status: s });
    expect((await status('paused')).status).toBe(200);
    await t.moveClock(5 * 60);
    await t.sweep();
    expect((await getContact(t.store(), ann.sub, contactId))?.tags).toEqual(['t1']);
    const resumed = detailOf(await status('live'));
    expect(resumed.status).toBe('live');
    await t.sweep();
    await t.sweep();
    expect((await getContact(t.store(), ann.sub, contactId))?.tags).toEqual(['t1', 't2']);
    const e = await getEnrollment(t.store(), ann.sub, flow.flowId, enrollmentId);
    const now = await t.stackNow();
    expect(e).toMatchObject({ stepId: 's5' });
    expect(Date.parse(e!.dueAt!) - now.getTime()).toBeGreaterThan(50 * 60_000);
    expect(detailOf(await t.api('GET', `/api/flows/${flow.flowId}`, ann.idToken)).stepStats.s5?.waiting).toBe(
      1,
    );
  }, 60_000);

  it('going live puts the flow on its trigger: a contact who subscribes enters it; pausing takes it off', async () => {
    // The routes keep the trigger index (triggers/trigger-index.ts) in step with the flow's status: the
    // contacts seeded here are new subscribed contacts (source manual), as a shop owner adding them makes.
    const subscribed = (name: string) =>
      t.api('POST', '/api/flows', ann.idToken, {
        name,
        definition: { trigger: { type: 'subscribed', sources: ['manual'] }, steps: [tag('s1', name)] },
      });
    const paused = detailOf(await subscribed('paused-welcome'), 201);
    const marker = detailOf(await subscribed('live-welcome'), 201);
    for (const f of [paused, marker])
      expect(
        (await t.api('POST', `/api/flows/${f.flowId}/status`, ann.idToken, { status: 'live' })).status,
      ).toBe(200);
    const flowsOf = async (contactId: string) => {
      const res = await t.api('GET', `/api/contacts/${contactId}/automations`, ann.idToken);
      expect(res.status, res.text).toBe(200);
      return (res.body as { flows: { flowId: string }[] }).flows.map((f) => f.flowId).sort();
    };
    const until = async (contactId: string, count: number) => {
      for (let i = 0; i < 100 && (await flowsOf(contactId)).length < count; i++)
        await new Promise((r) => setTimeout(r, 200));
      return flowsOf(contactId);
    };
    const first = await t.seedContact(ann.sub);
    expect(await until(first, 2)).toEqual([paused.flowId, marker.flowId].sort());
    expect(
      (await t.api('POST', `/api/flows/${paused.flowId}/status`, ann.idToken, { status: 'paused' })).status,
    ).toBe(200);
    const second = await t.seedContact(ann.sub);
    // The live flow's entry shows the stream reached the contact; the paused flow listened no more.
    expect(await until(second, 1)).toEqual([marker.flowId]);
  }, 60_000);
});
