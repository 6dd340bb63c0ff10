/**
 * Issue 33: an account keeps at most CUSTOM_TEMPLATE_MAX (50) templates, exactly, under concurrency: at 49
 * templates, five saves at once give one template and four 409s in the plan's words, never 54.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_TEMPLATE_MAX, customTemplateTexts } from '../../../shared/contracts/templates';
import { keys } from '../../../lambdas/table';
import { call } from '../helpers/api';
import { projectOf, userOnPlan, type User } from '../projects/support';
import { tableStore } from '../setup/support';

const store = tableStore();
const json = { 'content-type': 'application/json' };
const post = (token: string, path: string, body: unknown) =>
  call(path, { method: 'POST', token, body: JSON.stringify(body), headers: json });
const stored = async (sub: string) =>
  (await store.query({ partition: keys.customTemplate(sub, '').pk, beginsWith: 'TEMPLATE#' })).length;

let ann: User;
let projectId: string;
beforeAll(async () => {
  ann = await userOnPlan(store, 'premium', 'cap-ann');
  projectId = projectOf(await post(ann.idToken, '/api/projects', { name: 'Spring' }), 201).id;
  const documentJson = JSON.stringify({
    name: 'Spring',
    sections: [{ id: 's', elements: [{ id: 'h', type: 'header', content: 'Spring' }] }],
  });
  await store.put({
    ...keys.projectContent(ann.sub, projectId),
    projectId,
    userId: ann.sub,
    documentJson,
    html: '',
  });
  // 49 templates saved before the counter existed (seeded through the store): the first save counts them.
  for (let i = 0; i < CUSTOM_TEMPLATE_MAX - 1; i++)
    await store.put({
      ...keys.customTemplate(ann.sub, `seed-${i}`),
      templateId: `seed-${i}`,
      name: `Seed ${i}`,
      documentJson,
      html: '',
      createdAt: new Date().toISOString(),
    });
});

describe('the 50-template cap', () => {
  it('lets exactly one of five concurrent saves at 49 through; the others are 409 with words', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(ann.idToken, '/api/custom-templates', { projectId, name: `Race ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body).toMatchObject({ error: 'templates_full', message: customTemplateTexts.full });
    expect(await stored(ann.sub)).toBe(CUSTOM_TEMPLATE_MAX);
  });

  it('makes room again after a delete, and only for one', async () => {
    const del = await call(`/api/custom-templates/seed-0`, { method: 'DELETE', token: ann.idToken });
    expect(del.status, del.text).toBeLessThan(300);
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        post(ann.idToken, '/api/custom-templates', { projectId, name: `Again ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await stored(ann.sub)).toBe(CUSTOM_TEMPLATE_MAX);
  });
});
