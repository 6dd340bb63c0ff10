import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatState, ManageResponse } from '../../../shared/contracts/ai';
import { keys } from '../../../lambdas/table';
import { call, rawCall } from '../helpers/api';
import { createProject, projectOf, userOnPlan, type User } from '../projects/support';
import { tableStore } from '../setup/support';
import { chatState, chatTurn, content, doneOf, json, manage } from './support';

/** The chat over the local stack with the offline composer: stream, store, review, accept, save. */
const store = tableStore();
let ann: User;
let ben: User;
let projectId: string;

beforeAll(async () => {
  [ann, ben] = await Promise.all([
    userOnPlan(store, 'premium', 'ai-ann'),
    userOnPlan(store, 'premium', 'ai-ben'),
  ]);
  await store.put({
    ...keys.setup(ann.sub),
    userId: ann.sub,
    businessDescription: 'We are Lumen Candles, hand-poured soy candles.',
    goals: ['More repeat buyers'],
    selectedCampaignIds: ['welcome_new_subscriber'],
    formComplete: true,
  });
  projectId = projectOf(await createProject(ann.idToken, { name: 'Welcome' }), 201).id;
});

describe('a first email, reviewed change by change', () => {
  it('streams progress, each change and the result; stores the messages and the pending batch', async () => {
    const turn = await chatTurn(ann.idToken, {
      projectId,
      message: 'A welcome email for new subscribers, mention the 10% code WELCOME10',
      mode: 'major',
    });
    expect(turn.status).toBe(200);
    expect(turn.events[0]).toEqual({ type: 'start', provider: 'offline' });
    expect(turn.events.filter((e) => e.type === 'change').length).toBe(4);
    const percents = turn.events.flatMap((e) => (e.type === 'progress' ? [e.percent] : []));
    expect(percents[0]).toBe(10);
    expect(percents.at(-1)).toBe(100);
    const result = doneOf(turn.events);
    expect(result).toMatchObject({
      kind: 'changes',
      message: "I've drafted your first email! Please review the proposed additions.",
    });

    const state = (await chatState(ann.idToken, projectId)).body as unknown as ChatState;
    expect(state.messages.map((m) => [m.role, m.messageType])).toEqual([
      ['user', 'edit_request'],
      ['assistant', 'edit_response'],
    ]);
    expect(state.messages[1]!.provider).toBe('offline');
    expect(state.pending.map((p) => p.changeType)).toEqual([
      'section_add',
      'section_add',
      'section_add',
      'section_add',
    ]);
  });

  it('accept one, reject one, accept the rest: the document is saved with a version, only pending ones load', async () => {
    const pending = ((await chatState(ann.idToken, projectId)).body as unknown as ChatState).pending;
    const [first, second] = pending;
    const one = await manage(ann.idToken, projectId, { operation: 'accept_one', changeId: first!.id });
    expect(one.status, one.text).toBe(200);
    expect((one.body as unknown as ManageResponse).accepted).toEqual([first!.id]);
    expect(
      (await manage(ann.idToken, projectId, { operation: 'reject_one', changeId: second!.id })).status,
    ).toBe(200);
    const rest = await manage(ann.idToken, projectId, { operation: 'accept_batch', batchId: first!.batchId });
    expect((rest.body as unknown as ManageResponse).accepted).toHaveLength(2);
    const saved = await content(ann.idToken, projectId);
    const doc = (saved.body as { document: { sections: { id: string }[] } }).document;
    expect(doc.sections.map((s) => s.id)).toEqual(['header', 'cta', 'footer']);
    expect((saved.body as { html: string }).html).toContain('Welcome to Lumen Candles!');
    const versions = await call(`/api/projects/${projectId}/versions`, { token: ann.idToken });
    expect((versions.body as { versions: unknown[] }).versions.length).toBeGreaterThanOrEqual(2);
    expect(((await chatState(ann.idToken, projectId)).body as unknown as ChatState).pending).toEqual([]);
  });

  it('Minor Edit "make the button green", then Just Ask answers from the document', async () => {
    const edit = await chatTurn(ann.idToken, { projectId, message: 'make the button green', mode: 'edit' });
    const result = doneOf(edit.events);
    expect(result.kind === 'changes' && result.changes[0]).toMatchObject({
      change_type: 'element_edit',
      target_id: 'cta-button',
    });
    if (result.kind !== 'changes') return;
    const accepted = await manage(ann.idToken, projectId, {
      operation: 'accept_batch',
      batchId: result.batchId,
    });
    expect((accepted.body as unknown as ManageResponse).newHtml).toContain('#2e7d32');
    const ask = await chatTurn(ann.idToken, { projectId, message: 'Will Gmail clip it?', mode: 'ask' });
    expect(ask.events.some((e) => e.type === 'text')).toBe(true);
    expect(doneOf(ask.events)).toMatchObject({
      kind: 'answer',
      message: expect.stringMatching(/Gmail clipping/),
    });
  });

  it('a change that no longer applies is left pending with the reason, not forced', async () => {
    const edit = await chatTurn(ann.idToken, {
      projectId,
      message: 'change the headline to Hello friends',
      mode: 'edit',
    });
    const result = doneOf(edit.events);
    if (result.kind !== 'changes') throw new Error('expected changes');
    // The user edits the same headline by hand meanwhile.
    const current = (await content(ann.idToken, projectId)).body as {
      version: number;
      document: { sections: { elements: { id: string; content?: string }[] }[] };
    };
    const doc = structuredClone(current.document);
    doc.sections[0]!.elements.find((e) => e.id === 'headline')!.content = 'My own headline';
    const put = await call(`/api/projects/${projectId}/content`, {
      method: 'PUT',
      token: ann.idToken,
      ...json({ expectedVersion: current.version, document: doc }),
    });
    expect(put.status, put.text).toBe(200);
    const answer = await manage(ann.idToken, projectId, {
      operation: 'accept_batch',
      batchId: result.batchId,
    });
    const body = answer.body as unknown as ManageResponse;
    expect(body.accepted).toEqual([]);
    expect(body.failed[0]!.reason).toMatch(/has changed since this change was made/);
    const state = (await chatState(ann.idToken, projectId)).body as unknown as ChatState;
    expect(state.pending[0]!.failedReason).toMatch(/has changed/);
  });
});

describe('clarification', () => {
  it('a vague prompt asks, the question is saved on the project, the answer continues the request', async () => {
    const id = projectOf(await createProject(ann.idToken, { name: 'Vague' }), 201).id;
    const ask = await chatTurn(ann.idToken, { projectId: id, message: 'hello' });
    expect(doneOf(ask.events)).toMatchObject({
      kind: 'clarification',
      suggestions: ['Welcome New Subscriber'],
    });
    const state = (await chatState(ann.idToken, id)).body as unknown as ChatState;
    expect(state.clarification).toEqual({
      question: expect.stringMatching(/What kind of email/),
      request: 'hello',
    });
    expect(state.messages[1]).toMatchObject({
      messageType: 'clarification',
      isClarifyingChat: true,
      suggestions: ['Welcome New Subscriber'],
    });
    const answer = await chatTurn(ann.idToken, { projectId: id, message: 'Welcome New Subscriber' });
    expect(doneOf(answer.events).kind).toBe('changes');
    expect(((await chatState(ann.idToken, id)).body as unknown as ChatState).clarification).toBeNull();
  });
});

describe('refusals', () => {
  it('Minor Edit and Just Ask are unavailable before a first draft', async () => {
    const id = projectOf(await createProject(ann.idToken, { name: 'Empty' }), 201).id;
    const turn = await chatTurn(ann.idToken, { projectId: id, message: 'How long is it?', mode: 'ask' });
    expect(turn.status).toBe(400);
    expect(turn.error).toEqual({ error: 'mode_unavailable', message: 'Mode Unavailable' });
  });

  it('a refusal before the stream is stored in the chat like any other error (it stays after a reload)', async () => {
    const id = projectOf(await createProject(ann.idToken, { name: 'Refused' }), 201).id;
    expect(
      (await chatTurn(ann.idToken, { projectId: id, message: 'Make it green', mode: 'edit' })).status,
    ).toBe(400);
    const state = (await chatState(ann.idToken, id)).body as unknown as ChatState;
    expect(state.messages.map((m) => [m.role, m.messageType, m.isError, m.content])).toEqual([
      ['user', 'edit_request', false, 'Make it green'],
      ['assistant', 'error', true, 'Sorry, I encountered an error: Mode Unavailable'],
    ]);
    // Another user's project: refused as missing, and nothing is written to it.
    expect((await chatTurn(ben.idToken, { projectId: id, message: 'Hi', mode: 'edit' })).status).toBe(404);
    expect(((await chatState(ann.idToken, id)).body as unknown as ChatState).messages).toHaveLength(2);
  });

  it('another user’s project is 404; a missing token 401; malformed JSON 400; oversized 413', async () => {
    expect((await chatTurn(ben.idToken, { projectId, message: 'hi' })).status).toBe(404);
    expect((await chatTurn(undefined, { projectId, message: 'hi' })).status).toBe(401);
    expect((await chatTurn(ann.idToken, undefined, '{"projectId":')).status).toBe(400);
    expect((await chatTurn(ann.idToken, { projectId, message: 'x'.repeat(20_000) })).status).toBe(413);
    expect((await chatState(ben.idToken, projectId)).status).toBe(404);
    expect((await manage(ben.idToken, projectId, { operation: 'accept_batch', batchId: 'b' })).status).toBe(
      404,
    );
    expect((await call(`/api/projects/${projectId}/chat`)).status).toBe(401);
    const bad = await rawCall(`/api/projects/${projectId}/pending-changes`, {
      method: 'POST',
      token: ann.idToken,
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(
      (await manage(ann.idToken, projectId, { operation: 'accept_batch', batchId: 'x'.repeat(2000) })).status,
    ).toBe(413);
  });

  it('messages are trimmed, not empty, at most 4,000 characters', async () => {
    const empty = await chatTurn(ann.idToken, { projectId, message: '   ' });
    expect(empty.error).toEqual({ error: 'invalid_request', message: 'Message cannot be empty' });
    const long = await chatTurn(ann.idToken, { projectId, message: 'a'.repeat(4001) });
    expect(long.status).toBe(400);
    expect(long.error.message).toBe('Messages can be at most 4,000 characters. Please shorten yours.');
  });

  it('past the hourly allowance: 429 with Retry-After, and the model is not called', async () => {
    const carl = await userOnPlan(store, 'free', 'ai-carl');
    const id = projectOf(await createProject(carl.idToken, { name: 'Rate' }), 201).id;
    await store.put({ ...keys.aiRateBucket(carl.sub), tokens: 0, updatedAtMs: Date.now(), rev: 1 });
    const turn = await chatTurn(carl.idToken, { projectId: id, message: 'A welcome email' });
    expect(turn.status).toBe(429);
    expect(Number(turn.headers.get('retry-after'))).toBeGreaterThan(0);
    // Stored like any chat error (no provider answered: the model was not called).
    const messages = ((await chatState(carl.idToken, id)).body as unknown as ChatState).messages;
    expect(messages.map((m) => [m.role, m.messageType, m.provider])).toEqual([
      ['user', 'edit_request', undefined],
      ['assistant', 'error', undefined],
    ]);
    expect(messages[1]!.content).toBe(`Sorry, I encountered an error: ${turn.error.message}`);
  });
});
