/**
 * The analytics routes' request checks over HTTP: missing token, bad query, malformed JSON, oversized
 * body, and the goal rules (duplicate, page path, delete).
 */
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { newUser } from '../helpers/cognito';

const json = { 'content-type': 'application/json' };
const postGoal = (token: string | undefined, body: string) =>
  call('/api/analytics/goals', { method: 'POST', token, headers: json, body });

describe('analytics routes refuse bad requests with a 4xx and change nothing', () => {
  it('needs a token on every route', async () => {
    expect((await call('/api/analytics')).status).toBe(401);
    expect((await postGoal(undefined, '{"kind":"event","value":"Purchase"}')).status).toBe(401);
    expect((await call('/api/analytics/goals/x', { method: 'DELETE' })).status).toBe(401);
  });

  it('refuses an unknown range or time zone with the reason', async () => {
    const { idToken } = await newUser('analytics');
    const range = await call('/api/analytics?range=1y', { token: idToken });
    expect(range.status).toBe(400);
    expect(range.text).toContain('range must be one of today, 7d, 30d, 90d');
    const tz = await call('/api/analytics?tz=Mars/Olympus', { token: idToken });
    expect(tz.status).toBe(400);
    expect(tz.text).toContain('tz is not a time zone');
  });

  it('goals: malformed JSON 400, oversized 413, bad page path 400, duplicate 409, delete 200 then 404', async () => {
    const { idToken } = await newUser('analytics');
    expect((await postGoal(idToken, '{"kind":')).status).toBe(400);
    expect((await postGoal(idToken, JSON.stringify({ kind: 'event', value: 'x'.repeat(2000) }))).status).toBe(
      413,
    );
    const page = await postGoal(idToken, JSON.stringify({ kind: 'page', value: 'thank-you' }));
    expect(page.status).toBe(400);
    expect(page.text).toContain('A page goal is a path that starts with /');
    const created = await postGoal(idToken, JSON.stringify({ kind: 'event', value: 'Purchase' }));
    expect(created.status).toBe(201);
    const duplicate = await postGoal(idToken, JSON.stringify({ kind: 'event', value: 'Purchase' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ message: 'This goal already exists.' });
    const goalId = (created.body as { goal: { id: string } }).goal.id;
    const del = await call(`/api/analytics/goals/${goalId}`, { method: 'DELETE', token: idToken });
    expect(del.status).toBe(200);
    expect((await call(`/api/analytics/goals/${goalId}`, { method: 'DELETE', token: idToken })).status).toBe(
      404,
    );
    const report = await call<{ goals: unknown[] }>('/api/analytics', { token: idToken });
    expect(report.body.goals).toEqual([]);
  });
});
