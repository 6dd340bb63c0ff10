import { beforeAll, describe, expect, it } from 'vitest';
import { defaultBrandKit } from '../../../shared/contracts/brand';
import { projectDetailResponseSchema } from '../../../shared/contracts/projects';
import { ADVANCED_TEMPLATE_MESSAGE } from '../../../shared/templates/catalogue';
import { call, rawCall } from '../helpers/api';
import { tableStore } from '../setup/support';
import { countsOf, getProject, projectOf, userOnPlan, type User } from '../projects/support';

const store = tableStore();
const json = { 'content-type': 'application/json' };
let free: User;
let pro: User;

const start = (token: string | undefined, id: string, body = '{}') =>
  call(`/api/templates/${id}/projects`, { method: 'POST', ...(token ? { token } : {}), body, headers: json });

beforeAll(async () => {
  [free, pro] = await Promise.all([
    userOnPlan(store, 'free', 'tpl-free'),
    userOnPlan(store, 'pro', 'tpl-pro'),
  ]);
  const brand = {
    ...defaultBrandKit(null),
    shopName: 'Pro Shop',
    colors: {
      primary: '#123456',
      accent: '#654321',
      background: '#fefefe',
      text: '#202020',
      link: '#0000aa',
    },
  };
  expect(
    (
      await call('/api/brand', {
        method: 'PUT',
        token: pro.idToken,
        body: JSON.stringify(brand),
        headers: json,
      })
    ).status,
  ).toBe(200);
});

describe('POST /api/templates/{templateId}/projects (issue 33)', () => {
  it('refuses an advanced template on Free with the plan words, creating nothing', async () => {
    const res = await start(free.idToken, 'birthday_greeting');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'plan_required', message: ADVANCED_TEMPLATE_MESSAGE });
    expect((await countsOf(store, free.sub)).projects).toBe(0);
  });

  it('starts a Free email from a basic template, named after it', async () => {
    const project = projectOf(await start(free.idToken, 'welcome_new_subscriber'), 201);
    expect(project.name).toBe('Welcome New Subscriber');
    const full = projectDetailResponseSchema.parse((await getProject(free.idToken, project.id)).body).project;
    expect(full.document?.sections.length).toBeGreaterThan(0);
    expect(full.html).toContain('Unsubscribe');
  });

  it("starts a Pro email from an advanced template in the shop's brand; another account cannot open it", async () => {
    const project = projectOf(await start(pro.idToken, 'holiday_promotion_bfcm'), 201);
    const full = projectDetailResponseSchema.parse((await getProject(pro.idToken, project.id)).body).project;
    expect(full.document?.globalStyles.bodyBackgroundColor).toBe('#fefefe');
    expect(full.html).toContain('#123456');
    expect(full.html).toContain('Pro Shop');
    expect((await getProject(free.idToken, project.id)).status).toBe(404);
  });

  it('answers 404 for an unknown template and 401 without a token', async () => {
    const res = await start(pro.idToken, 'no_such_template');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'template_not_found' });
    expect((await start(undefined, 'welcome_new_subscriber')).status).toBe(401);
  });

  it('refuses malformed and oversized bodies, creating nothing', async () => {
    const before = (await countsOf(store, pro.sub)).projects;
    const malformed = await start(pro.idToken, 'welcome_new_subscriber', '{"x":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    const big = await rawCall('/api/templates/welcome_new_subscriber/projects', {
      method: 'POST',
      token: pro.idToken,
      body: JSON.stringify({ pad: 'x'.repeat(3000) }),
      headers: json,
    });
    expect(big.status).toBe(413);
    expect((await start(pro.idToken, 'x'.repeat(65))).status).toBe(400);
    expect((await countsOf(store, pro.sub)).projects).toBe(before);
  });
});
