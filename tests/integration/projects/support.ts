import { expect } from 'vitest';
import { projectResponseSchema, type ProjectSummary } from '../../../shared/contracts/projects';
import type { SubscriptionTier } from '../../../shared/plans';
import { keys } from '../../../lambdas/table';
import type { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { call, type ApiAnswer } from '../helpers/api';
import { newUser } from '../helpers/cognito';

export type User = Awaited<ReturnType<typeof newUser>>;

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

export const createProject = (token: string, body?: unknown) =>
  call('/api/projects', { method: 'POST', token, ...(body === undefined ? {} : json(body)) });
export const listProjects = (token: string, query = '') => call(`/api/projects${query}`, { token });
export const getProject = (token: string, id: string) =>
  call(`/api/projects/${encodeURIComponent(id)}`, { token });
export const getByName = (token: string, username: string, name: string) =>
  call(`/api/projects/by-name?${new URLSearchParams({ username, name }).toString()}`, { token });
export const patchProject = (token: string, id: string, body: unknown) =>
  call(`/api/projects/${id}`, { method: 'PATCH', token, ...json(body) });
export const duplicate = (token: string, id: string) =>
  call(`/api/projects/${id}/duplicate`, { method: 'POST', token });
export const deleteProject = (token: string, id: string) =>
  call(`/api/projects/${id}`, { method: 'DELETE', token });
export const getProfile = (token: string) => call('/api/profile', { token });

export function projectOf(res: ApiAnswer, status = 200): ProjectSummary {
  expect(res.status, res.text).toBe(status);
  return projectResponseSchema.parse(res.body).project;
}

/**
 * A signed-up user whose profile exists (created by GET /api/profile) with the given plan. The tier and
 * status are written to the table directly: the plan routes are tested on their own (tests/integration/billing).
 */
export async function userOnPlan(
  store: DynamoStore,
  tier: SubscriptionTier,
  tag = 'projects',
  status = 'active',
): Promise<User> {
  const user = await newUser(tag);
  expect((await getProfile(user.idToken)).status).toBe(200);
  await store.update(
    keys.profile(user.sub),
    { subscriptionTier: tier, subscriptionStatus: status },
    'present',
  );
  return user;
}

/** projectCount on the profile and the number of list items (active + archived) of the user. */
export async function countsOf(store: DynamoStore, sub: string) {
  const profile = await store.get(keys.profile(sub));
  const items = await store.query({ partition: keys.project(sub, '').pk, beginsWith: 'PROJECT#' });
  const claims = await store.query({ partition: keys.project(sub, '').pk, beginsWith: 'PROJECTNAME#' });
  return { projectCount: profile?.projectCount, projects: items.length, claims: claims.length };
}
