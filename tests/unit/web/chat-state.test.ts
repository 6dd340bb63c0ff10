import { describe, expect, it } from 'vitest';
import { MESSAGES, type ChatMessage, type ChatState, type PendingChange } from '../../../shared/contracts/ai';
import {
  chatReducer,
  initialChat,
  type ChatAction,
  type ChatView,
} from '../../../web/features/chat/chat-state';

/** The chat's transitions (web/features/chat/chat-state.ts): one row per action, from a given state. */

const message = (id: string, role: ChatMessage['role'], content: string): ChatMessage => ({
  id,
  projectId: 'p1',
  role,
  content,
  createdAt: '2026-01-01T00:00:00.000Z',
  isClarifyingChat: false,
  isError: false,
  messageType: role === 'user' ? 'edit_request' : 'answer',
});
const stored1 = message('m1', 'user', 'Make it blue');
const stored2 = message('m2', 'assistant', 'Done');
const user = message('local-user', 'user', 'Add a button');
const live = message('local-assistant', 'assistant', '');
const pending = [{ id: 'c1', batchId: 'b1' } as PendingChange];
const storedState: ChatState = { messages: [stored1, stored2], pending, clarification: null };
const asking: ChatState = {
  messages: [stored1],
  pending: [],
  clarification: { question: 'Which?', request: 'x' },
};

const idle: ChatView = { ...initialChat, messages: [stored1] };
const turn: ChatView = {
  ...idle,
  messages: [stored1, user, live],
  loading: true,
  turns: 1,
  proposed: 0,
};
const at = (over: Partial<ChatView>): ChatView => ({ ...turn, ...over });
const withLive = (over: Partial<ChatMessage>): ChatMessage[] => [stored1, user, { ...live, ...over }];
const streamed = (event: Extract<ChatAction, { type: 'streamed' }>['event']): ChatAction => ({
  type: 'streamed',
  liveId: live.id,
  event,
});

const rows: [name: string, from: ChatView, action: ChatAction, to: ChatView][] = [
  [
    'the stored state is applied when no turn is in flight',
    idle,
    { type: 'stored', state: storedState },
    { ...idle, messages: storedState.messages, pending, clarifying: false },
  ],
  [
    'an open question makes the chat clarifying',
    idle,
    { type: 'stored', state: asking },
    { ...idle, messages: asking.messages, pending: [], clarifying: true },
  ],
  [
    'the stored state is not applied while a turn is in flight',
    turn,
    { type: 'stored', state: storedState },
    turn,
  ],
  [
    'a turn shows the user message and the live answer, loading, no change proposed yet',
    { ...idle, proposed: 3 },
    { type: 'turnStarted', user, live },
    turn,
  ],
  [
    'a second turn counts as one more in flight',
    turn,
    { type: 'turnStarted', user, live },
    { ...turn, messages: [...turn.messages, user, live], turns: 2 },
  ],
  [
    'start: the live answer names the provider',
    turn,
    streamed({ type: 'start', provider: 'bedrock' }),
    at({ messages: withLive({ provider: 'bedrock' }) }),
  ],
  [
    'progress: stage and percentage',
    turn,
    streamed({ type: 'progress', stage: 'generating', percent: 40 }),
    at({ progress: { stage: 'generating', percent: 40 } }),
  ],
  [
    'waiting: seconds without news, the percentage kept',
    at({ progress: { stage: 'generating', percent: 40 } }),
    streamed({ type: 'waiting', seconds: 20 }),
    at({ progress: { stage: 'generating', percent: 40, waitingSeconds: 20 } }),
  ],
  ['waiting before any progress shows nothing', turn, streamed({ type: 'waiting', seconds: 20 }), turn],
  [
    'text: appended to the live answer; a later event clears the waiting seconds',
    at({
      messages: withLive({ content: 'Hel' }),
      progress: { stage: 'generating', percent: 40, waitingSeconds: 20 },
    }),
    streamed({ type: 'text', delta: 'lo' }),
    at({ messages: withLive({ content: 'Hello' }), progress: { stage: 'generating', percent: 40 } }),
  ],
  [
    'change: one more proposed',
    at({ proposed: 1 }),
    streamed({ type: 'change', index: 1, change: {} }),
    at({ proposed: 2 }),
  ],
  ['repair: nothing shown changes', turn, streamed({ type: 'repair', reasons: ['x'] }), turn],
  [
    'done: nothing shown changes (the stored state is read next)',
    turn,
    streamed({ type: 'done', result: { kind: 'answer', message: 'Hi' } }),
    turn,
  ],
  [
    'error: the live answer becomes the error',
    turn,
    streamed({ type: 'error', message: MESSAGES.generationFailed }),
    at({ messages: withLive({ content: MESSAGES.generationFailed, isError: true, messageType: 'error' }) }),
  ],
  [
    'an event for another answer leaves the messages alone',
    turn,
    { type: 'streamed', liveId: 'other', event: { type: 'text', delta: 'x' } },
    turn,
  ],
  [
    '500 ms after 100 %: the progress screen goes',
    at({ progress: { stage: 'loading', percent: 100 } }),
    { type: 'progressReset' },
    turn,
  ],
  ['the stream ended: no turn in flight, still loading', turn, { type: 'streamEnded' }, at({ turns: 0 })],
  [
    'after the stream the stored state is applied',
    at({ turns: 0 }),
    { type: 'stored', state: storedState },
    at({ turns: 0, messages: storedState.messages, pending }),
  ],
  [
    'a failed turn: the live answer says why, the progress screen goes',
    at({ progress: { stage: 'generating', percent: 40 } }),
    { type: 'turnFailed', liveId: live.id, error: 'offline' },
    at({
      turns: 0,
      messages: withLive({ content: MESSAGES.errorPrefix + 'offline', isError: true, messageType: 'error' }),
      progress: undefined,
    }),
  ],
  [
    'a notice of the client is appended',
    at({ turns: 0 }),
    { type: 'noticeAdded', message: stored2 },
    at({ turns: 0, messages: [...turn.messages, stored2] }),
  ],
  [
    'the turn is over: not loading',
    at({ turns: 0 }),
    { type: 'turnSettled' },
    at({ turns: 0, loading: false }),
  ],
  ['a mode', idle, { type: 'modeChanged', mode: 'ask' }, { ...idle, mode: 'ask' }],
  [
    'a mode from the current one',
    idle,
    { type: 'modeChanged', mode: (m) => (m === 'major' ? 'edit' : m) },
    { ...idle, mode: 'edit' },
  ],
];

describe('chatReducer', () => {
  it.each(rows)('%s', (_name, from, action, to) => {
    expect(chatReducer(from, action)).toEqual(to);
  });

  it('keeps the same state where nothing changes (no render)', () => {
    expect(chatReducer(turn, { type: 'stored', state: storedState })).toBe(turn);
    expect(chatReducer(turn, { type: 'progressReset' })).toBe(turn);
    expect(chatReducer(idle, { type: 'turnSettled' })).toBe(idle);
    expect(chatReducer(idle, { type: 'modeChanged', mode: idle.mode })).toBe(idle);
  });

  it('runs a whole turn: the stored state after the stream replaces the live messages', () => {
    const steps: ChatAction[] = [
      { type: 'turnStarted', user, live },
      streamed({ type: 'start', provider: 'bedrock' }),
      streamed({ type: 'progress', stage: 'generating', percent: 50 }),
      { type: 'stored', state: asking }, // a reload during the turn is not applied
      streamed({ type: 'change', index: 0, change: {} }),
      streamed({ type: 'progress', stage: 'loading', percent: 100 }),
      { type: 'streamEnded' },
      { type: 'stored', state: storedState },
      { type: 'turnSettled' },
    ];
    const end = steps.reduce(chatReducer, idle);
    expect(end).toEqual({
      ...idle,
      messages: storedState.messages,
      pending,
      proposed: 1,
      progress: { stage: 'loading', percent: 100 },
    });
  });
});
