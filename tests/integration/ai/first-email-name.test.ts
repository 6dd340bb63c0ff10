import { beforeAll, describe, expect, it } from 'vitest';
import type { EmailDocument } from '../../../shared/email';
import { keys } from '../../../lambdas/table';
import { createProject, getProject, projectOf, userOnPlan, type User } from '../projects/support';
import { tableStore } from '../setup/support';
import { chatTurn, content, doneOf, manage } from './support';

/**
 * Issue 30: a project made by "Create my email" on /editor is created as 'Untitled Document'; once its first
 * composed email is accepted, the project takes that email's title (the offline composer's headline), so a
 * campaign no longer reads "Send 'Untitled Document'". A name the owner chose stays.
 */
const store = tableStore();
let ed: User;

beforeAll(async () => {
  ed = await userOnPlan(store, 'premium', 'first-name');
  await store.put({
    ...keys.setup(ed.sub),
    userId: ed.sub,
    businessDescription: 'I sell hand-poured soy candles.',
    goals: ['More repeat buyers'],
    selectedCampaignIds: ['welcome_new_subscriber'],
    domain: 'candles-test.example',
    formComplete: true,
  });
});

/** Creates a project (named or not), composes its first email and accepts it; answers its name and title. */
async function firstEmail(name?: string) {
  const projectId = projectOf(await createProject(ed.idToken, name ? { name } : {}), 201).id;
  const turn = doneOf(
    (
      await chatTurn(ed.idToken, {
        projectId,
        message: 'a welcome email with code WELCOME10',
        mode: 'major',
      })
    ).events,
  );
  if (turn.kind !== 'changes') throw new Error('expected changes, got ' + turn.kind);
  const accepted = await manage(ed.idToken, projectId, { operation: 'accept_batch', batchId: turn.batchId });
  expect(accepted.status, accepted.text).toBe(200);
  const document = (await content(ed.idToken, projectId)).body as { document: EmailDocument };
  const header = document.document.sections.flatMap((s) => s.elements).find((e) => e.type === 'header');
  const project = projectOf(await getProject(ed.idToken, projectId));
  return { name: project.name, title: String(header?.content ?? '') };
}

describe('the first composed email names an untitled project', () => {
  it('takes the email’s title, with a number for a second one, and keeps a name the owner chose', async () => {
    const first = await firstEmail();
    expect(first.title).toContain('Candles Test');
    expect(first.name).toBe(first.title);
    const second = await firstEmail();
    expect(second.name).toBe(`${first.title} 2`);
    const chosen = await firstEmail('Spring welcome');
    expect(chosen.name).toBe('Spring welcome');
  });
});
