import { inject } from 'vitest';
import type { ChatEvent } from '../../../shared/contracts/ai';
import { AI_CHAT_PATH } from '../../../shared/contracts/ai';
import { call } from '../helpers/api';

export const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

/** One chat turn as the browser sends it; the streamed events as they arrive, with arrival times. */
export async function chatTurn(token: string | undefined, body: unknown, raw?: string) {
  const started = performance.now();
  const response = await fetch(`${inject('stack').baseUrl}${AI_CHAT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: raw ?? JSON.stringify(body),
  });
  if (!response.headers.get('content-type')?.includes('ndjson'))
    return {
      status: response.status,
      headers: response.headers,
      error: await response.json(),
      events: [] as ChatEvent[],
      at: [] as number[],
    };
  const events: ChatEvent[] = [];
  const at: number[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let nl;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      events.push(JSON.parse(buffer.slice(0, nl)) as ChatEvent);
      at.push(performance.now() - started);
      buffer = buffer.slice(nl + 1);
    }
  }
  return { status: response.status, headers: response.headers, error: undefined, events, at };
}

export const doneOf = (events: ChatEvent[]) => {
  const done = events.find((e) => e.type === 'done');
  if (!done || done.type !== 'done') throw new Error('no done event: ' + JSON.stringify(events.at(-1)));
  return done.result;
};

export const chatState = (token: string, projectId: string) =>
  call(`/api/projects/${projectId}/chat`, { token });
export const manage = (token: string, projectId: string, body: unknown) =>
  call(`/api/projects/${projectId}/pending-changes`, { method: 'POST', token, ...json(body) });
export const content = (token: string, projectId: string) =>
  call(`/api/projects/${projectId}/content`, { token });
