/**
 * POST /api/flows/{flowId}/emails (issue 32): an email made from the flow builder is a flow email, like the
 * prebuilt drafts' ones: it does not count against the plan's projects (Free: 1), the dashboard labels it
 * "Automation email", and deleting it gives no project back. Bad input makes nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { flowWrite } from '../../../lambdas/domain/items/flow';
import { flowDefinitionSchema, type FlowStatus } from '../../../shared/contracts/flows';
import { call, rawCall } from '../helpers/api';
import {
  countsOf,
  createProject,
  deleteProject,
  listProjects,
  projectOf,
  userOnPlan,
} from '../projects/support';
import { store } from './prebuilt-support';

const json = { 'content-type': 'application/json' };
const addEmail = (token: string | undefined, flowId: string, body: string | null = '{"name":"Welcome 2"}') =>
  call(`/api/flows/${flowId}/emails`, {
    method: 'POST',
    ...(token ? { token } : {}),
    ...(body === null ? {} : { body, headers: json }),
  });

async function seedFlow(accountId: string, status: FlowStatus = 'draft') {
  const flowId = randomUUID();
  const at = new Date().toISOString();
  const definition = flowDefinitionSchema.parse({
    trigger: { type: 'subscribed', sources: ['form'] },
    steps: [],
  });
  const flow = { accountId, flowId, name: 'Welcome', status, version: 1, wentLive: false, definition };
  await store.transact([flowWrite({ ...flow, createdAt: at, updatedAt: at })]);
  return flowId;
}

describe('a flow email made in the builder (issue 32)', () => {
  it("does not count against Free's one project, is labelled, and its delete gives none back", async () => {
    const free = await userOnPlan(store, 'free', 'builder-email');
    projectOf(await createProject(free.idToken, { name: 'Spring sale' }), 201);
    const flowId = await seedFlow(free.sub);
    const email = projectOf(await addEmail(free.idToken, flowId), 201);
    expect(email).toMatchObject({ name: 'Welcome 2', flowEmail: true });
    expect(await countsOf(store, free.sub)).toMatchObject({ projectCount: 1, projects: 2 });
    const named = projectOf(await addEmail(free.idToken, flowId, null), 201); // no body: named after the flow
    expect(named.name).toBe('Welcome email');
    expect((await createProject(free.idToken, { name: 'Another' })).status).toBe(403); // still 1 of 1
    const listed = (await listProjects(free.idToken)).body as {
      projects: { id: string; flowEmail?: boolean }[];
    };
    const labelled = listed.projects.filter((p) => p.flowEmail).map((p) => p.id);
    expect(labelled.sort()).toEqual([email.id, named.id].sort());
    expect((await deleteProject(free.idToken, email.id)).status).toBe(200);
    expect(await countsOf(store, free.sub)).toMatchObject({ projectCount: 1, projects: 2 });
  });

  it("refuses another account's flow, an archived one, a missing token and bad bodies, making nothing", async () => {
    const [ann, ben] = [await userOnPlan(store, 'pro', 'be-ann'), await userOnPlan(store, 'pro', 'be-ben')];
    const flowId = await seedFlow(ann.sub);
    const archived = await seedFlow(ann.sub, 'archived');
    expect((await addEmail(ben.idToken, flowId)).status).toBe(404);
    expect((await addEmail(ann.idToken, 'no-such-flow')).status).toBe(404);
    expect((await addEmail(ann.idToken, archived)).status).toBe(409);
    expect((await addEmail(undefined, flowId)).status).toBe(401);
    const malformed = await addEmail(ann.idToken, flowId, '{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    expect((await addEmail(ann.idToken, flowId, '{"name":"x","kind":"y"}')).status).toBe(400);
    expect((await addEmail(ann.idToken, flowId, '{"name":"  "}')).status).toBe(400);
    const big = await rawCall(`/api/flows/${flowId}/emails`, {
      method: 'POST',
      token: ann.idToken,
      body: JSON.stringify({ name: 'x'.repeat(3000) }),
      headers: json,
    });
    expect(big.status).toBe(413);
    for (const who of [ann, ben]) expect(await countsOf(store, who.sub)).toMatchObject({ projects: 0 });
  });
});
