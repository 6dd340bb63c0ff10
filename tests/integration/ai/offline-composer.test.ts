import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatState, ManageResponse } from '../../../shared/contracts/ai';
import { keys } from '../../../lambdas/table';
import { createProject, projectOf, userOnPlan, type User } from '../projects/support';
import { tableStore } from '../setup/support';
import { chatState, chatTurn, content, doneOf, manage } from './support';

/**
 * The offline composer over the local stack: what it knows comes from the stored setup (description,
 * website domain, chosen campaigns), and its first email goes through the same stream, store and
 * review as a model's.
 */
const store = tableStore();
let dana: User;

beforeAll(async () => {
  dana = await userOnPlan(store, 'premium', 'offline-dana');
  await store.put({
    ...keys.setup(dana.sub),
    userId: dana.sub,
    businessDescription: 'I sell hand-poured soy candles from Vermont.',
    goals: ['More repeat buyers'],
    selectedCampaignIds: ['post_purchase_review_request'],
    domain: 'vermont-candles.com',
    formComplete: true,
  });
});

describe('the offline composer reads the stored setup', () => {
  it('names the shop from the domain, rephrases the description and writes the chosen campaign', async () => {
    const projectId = projectOf(await createProject(dana.idToken, { name: 'Reviews' }), 201).id;
    const turn = await chatTurn(dana.idToken, {
      projectId,
      message: 'Write our first email please',
      mode: 'major',
    });
    expect(turn.status).toBe(200);
    const result = doneOf(turn.events);
    if (result.kind !== 'changes') throw new Error('expected changes, got ' + result.kind);
    expect(result.rationale).toContain('"Review Request"');
    expect(result.rationale).toContain('offline composer');
    const accepted = await manage(dana.idToken, projectId, {
      operation: 'accept_batch',
      batchId: result.batchId,
    });
    expect((accepted.body as unknown as ManageResponse).accepted).toHaveLength(4);
    const html = ((await content(dana.idToken, projectId)).body as { html: string }).html;
    expect(html).toContain('How did we do?');
    expect(html).toContain('Your order from Vermont Candles should have arrived by now');
    expect(html).not.toContain('I sell hand-poured soy candles');
    expect(((await chatState(dana.idToken, projectId)).body as unknown as ChatState).pending).toEqual([]);
  });

  it('a quoted Minor Edit proposes only the quoted text', async () => {
    const projectId = projectOf(await createProject(dana.idToken, { name: 'Quoted' }), 201).id;
    const first = doneOf(
      (await chatTurn(dana.idToken, { projectId, message: 'A welcome email', mode: 'major' })).events,
    );
    if (first.kind !== 'changes') throw new Error('expected changes');
    await manage(dana.idToken, projectId, { operation: 'accept_batch', batchId: first.batchId });
    const edit = await chatTurn(dana.idToken, {
      projectId,
      message: 'Change the heading to \u201cWelcome to Candle Cove!\u201d and make the tone warmer.',
      mode: 'edit',
    });
    const result = doneOf(edit.events);
    expect(result.kind === 'changes' && result.changes).toMatchObject([
      {
        change_type: 'element_edit',
        target_id: 'headline',
        new_content: { content: 'Welcome to Candle Cove!' },
      },
    ]);
  });
});
