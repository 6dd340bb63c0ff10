import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_CHAT_PATH, type ChatEvent } from '../../../shared/contracts/ai';
import { keepAlive } from '../../../lambdas/http/keep-alive';
import { keys } from '../../../lambdas/table';
import { bedrockClientFor, startBedrockServer, type BedrockServer } from '../../support/bedrock-server';
import { startChatServer } from '../../support/chat-server';

/**
 * A silent model vs CloudFront's 60 s origin read timeout: while nothing is written, the chat stream
 * gets a `waiting` event every CHAT_KEEPALIVE_MS. The real Bedrock SDK talks to the loopback
 * ConverseStream server scripted to stall before its first byte; the real local server and chat handler
 * stream the turn. The store is the in-memory stand-in (the database is not what is tested here; the
 * same handler runs on DynamoDB Local in tests/integration/ai) and the token check a fixed subject.
 */
const SUB = 'keepalive-user';
let bedrock: BedrockServer;
let client: BedrockRuntimeClient;

async function startChat(env: Record<string, string>) {
  const chat = await startChatServer(client, SUB, env);
  await chat.store.put({ ...keys.project(SUB, 'p1'), id: 'p1', name: 'p1', version: 1 });
  return chat;
}

/** The turn's events with the time each arrived at the client. */
async function turn(port: number, message: string) {
  const res = await fetch(`http://127.0.0.1:${port}${AI_CHAT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
    body: JSON.stringify({ projectId: 'p1', message, mode: 'major' }),
  });
  expect(res.status).toBe(200);
  const events: { at: number; event: ChatEvent }[] = [];
  const start = performance.now();
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    for (let nl; (nl = buffer.indexOf('\n')) >= 0; buffer = buffer.slice(nl + 1))
      events.push({ at: performance.now() - start, event: JSON.parse(buffer.slice(0, nl)) as ChatEvent });
  }
  return events;
}

const clarify = (stallMs: number) => ({
  tool: 'ask_clarification',
  input: { question: 'Who is it for?', suggestions: ['New subscribers'] },
  stallMs,
});

beforeAll(async () => {
  bedrock = await startBedrockServer();
  client = bedrockClientFor(bedrock);
});
afterAll(async () => {
  client.destroy();
  await bedrock.close();
});

describe('keep-alive of the chat stream (CHAT_KEEPALIVE_MS)', () => {
  it('writes waiting events at the interval while the model is silent, then the turn as usual', async () => {
    const chat = await startChat({ CHAT_KEEPALIVE_MS: '100' });
    try {
      bedrock.script([clarify(650)]);
      const events = await turn(chat.port, 'hello');
      const types = events.map((e) => e.event.type);
      const firstModel = events.findIndex((e) => e.event.type === 'text');
      const waiting = events.slice(0, firstModel).filter((e) => e.event.type === 'waiting');
      // At least ~6 intervals of silence (more on a loaded machine, where the SDK's call is slower too).
      expect(waiting.length).toBeGreaterThanOrEqual(3);
      // Spaced by the interval (on average: the client's arrival times jitter on a busy machine).
      const spacing = (waiting.at(-1)!.at - waiting[0]!.at) / (waiting.length - 1);
      expect(spacing).toBeGreaterThanOrEqual(80);
      // No progress is made up while waiting: the percentages before and after are the stream's own.
      const percents = events.flatMap((e) => (e.event.type === 'progress' ? [e.event.percent] : []));
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(percents).toContain(100);
      expect(types.at(-1)).toBe('done');
      expect(types.lastIndexOf('waiting')).toBeLessThan(firstModel);
      expect(bedrock.requests).toHaveLength(1);
    } finally {
      await chat.close();
    }
  });

  it('writes none when the model answers within the interval (the default is 15 s)', async () => {
    const chat = await startChat({});
    try {
      bedrock.requests.length = 0;
      bedrock.script([clarify(300)]);
      const events = await turn(chat.port, 'hello');
      expect(events.map((e) => e.event.type)).not.toContain('waiting');
      expect(events.at(-1)?.event.type).toBe('done');
    } finally {
      await chat.close();
    }
  });

  it('counts the seconds since the last real event and restarts after each one', () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const alive = keepAlive(
        15_000,
        (l) => lines.push(l),
        () => Date.now(),
      );
      vi.advanceTimersByTime(45_000);
      expect(lines.map((l) => JSON.parse(l))).toEqual([
        { type: 'waiting', seconds: 15 },
        { type: 'waiting', seconds: 30 },
        { type: 'waiting', seconds: 45 },
      ]);
      alive.touched();
      vi.advanceTimersByTime(14_999);
      expect(lines).toHaveLength(3);
      vi.advanceTimersByTime(1);
      expect(JSON.parse(lines[3]!)).toEqual({ type: 'waiting', seconds: 15 });
      alive.stop();
      vi.advanceTimersByTime(60_000);
      expect(lines).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
