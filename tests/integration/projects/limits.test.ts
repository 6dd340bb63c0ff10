import { describe, expect, it } from 'vitest';
import { projectListResponseSchema } from '../../../shared/contracts/projects';
import { keys } from '../../../lambdas/table';
import { tableStore } from '../setup/support';
import {
  countsOf,
  createProject,
  deleteProject,
  duplicate,
  listProjects,
  patchProject,
  projectOf,
  userOnPlan,
} from './support';

/** The tier limit is a database invariant: create/duplicate/delete are single transactions on the counter. */
const store = tableStore();

describe('tier limits under concurrency', () => {
  it('20 concurrent creates by a free user (limit 1): exactly one wins, the rest get the spec sentence', async () => {
    const user = await userOnPlan(store, 'free', 'free-race');
    const answers = await Promise.all(Array.from({ length: 20 }, () => createProject(user.idToken)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 403)) {
      expect(a.body).toEqual({
        error: 'project_limit_reached',
        message: 'Project limit reached for your free plan. Please upgrade to create more projects.',
      });
    }
    expect(await countsOf(store, user.sub)).toEqual({ projectCount: 1, projects: 1, claims: 1 });
  });

  it('20 concurrent creates by a pro user at 24 of 25: exactly one more', async () => {
    const user = await userOnPlan(store, 'pro', 'pro-race');
    for (let i = 0; i < 24; i++) projectOf(await createProject(user.idToken, { name: `Seed ${i}` }), 201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => createProject(user.idToken)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(19);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(await countsOf(store, user.sub)).toEqual({ projectCount: 25, projects: 25, claims: 25 });
    // A duplicate at the limit is refused too.
    const list = projectListResponseSchema.parse((await listProjects(user.idToken)).body);
    const dup = await duplicate(user.idToken, list.projects[0]!.id);
    expect(dup.status).toBe(403);
    expect((await countsOf(store, user.sub)).projectCount).toBe(25);
  });

  it('20 concurrent creates with one name by a premium user: 20 projects, 20 distinct names', async () => {
    const user = await userOnPlan(store, 'premium', 'premium-race');
    const answers = await Promise.all(Array.from({ length: 20 }, () => createProject(user.idToken)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const names = answers.map((a) => projectOf(a, 201).name);
    expect(new Set(names).size).toBe(20);
    expect(names).toContain('Untitled Document');
    expect(await countsOf(store, user.sub)).toEqual({ projectCount: 20, projects: 20, claims: 20 });
  });

  it('concurrent deletes and creates keep the count exact', async () => {
    const user = await userOnPlan(store, 'pro', 'churn');
    const made = [];
    for (let i = 0; i < 10; i++)
      made.push(projectOf(await createProject(user.idToken, { name: `C${i}` }), 201));
    const answers = await Promise.all([
      ...made.map((p) => deleteProject(user.idToken, p.id)),
      ...made.map((p) => deleteProject(user.idToken, p.id)),
      ...Array.from({ length: 20 }, (_, i) => createProject(user.idToken, { name: `N${i}` })),
    ]);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const deleted = answers.slice(0, 20).filter((a) => a.status === 200).length;
    expect(deleted).toBe(10);
    const created = answers.slice(20).filter((a) => a.status === 201).length;
    const counts = await countsOf(store, user.sub);
    expect(counts.projectCount).toBe(counts.projects);
    expect(counts.claims).toBe(counts.projects);
    expect(counts.projects).toBe(10 - deleted + created);
    expect(counts.projects).toBeLessThanOrEqual(25);
  });

  it('refuses creates without an active subscription, with the spec sentence', async () => {
    const inactive = await userOnPlan(store, 'free', 'inactive', 'inactive');
    const res = await createProject(inactive.idToken);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'subscription_inactive',
      message: 'Your subscription is not active. Please update your subscription to create new projects.',
    });
    expect((await countsOf(store, inactive.sub)).projects).toBe(0);
  });

  it('lets a user exactly at the limit open and rename; over the limit after a downgrade, creates stay refused', async () => {
    const user = await userOnPlan(store, 'pro', 'downgrade');
    const a = projectOf(await createProject(user.idToken, { name: 'One' }), 201);
    projectOf(await createProject(user.idToken, { name: 'Two' }), 201);
    await store.update(keys.profile(user.sub), { subscriptionTier: 'free' }, 'present');
    const res = await createProject(user.idToken);
    expect(res.status).toBe(403);
    expect(projectOf(await patchProject(user.idToken, a.id, { name: 'Uno' })).name).toBe('Uno');
    expect((await deleteProject(user.idToken, a.id)).status).toBe(200);
    expect(await countsOf(store, user.sub)).toEqual({ projectCount: 1, projects: 1, claims: 1 });
  });
});
