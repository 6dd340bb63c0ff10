import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChatEvent } from '../../../shared/contracts/ai';
import { readChatEvents, sha256Hex } from '../../../web/features/chat/chat-stream';

const streamOf = (pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(new TextEncoder().encode(p));
      controller.close();
    },
  });

describe('browser chat stream', () => {
  it('hashes the body as x-amz-content-sha256 expects (hex SHA-256 of the UTF-8 bytes)', async () => {
    const body = JSON.stringify({ projectId: 'p', message: 'caf\u00e9 \ud83c\udf34' });
    expect(await sha256Hex(body)).toBe(createHash('sha256').update(body, 'utf8').digest('hex'));
  });

  it('emits each event once its line is complete, whatever the chunking (multi-byte text split too)', async () => {
    const events: ChatEvent[] = [
      { type: 'start', provider: 'offline' },
      { type: 'text', delta: 'Jungle \ud83c\udf34 caf\u00e9' },
      { type: 'done', result: { kind: 'answer', message: 'ok' } },
    ];
    const bytes = new TextEncoder().encode(events.map((e) => JSON.stringify(e)).join('\n') + '\n');
    for (const size of [1, 3, 7, 64]) {
      const pieces: Uint8Array[] = [];
      for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.slice(i, i + size));
      const got: ChatEvent[] = [];
      const stream = new ReadableStream<Uint8Array>({
        start(c) {
          for (const p of pieces) c.enqueue(p);
          c.close();
        },
      });
      await readChatEvents(stream, (e) => got.push(e));
      expect(got).toEqual(events);
    }
    const got: ChatEvent[] = [];
    await readChatEvents(streamOf(['{"type":"error","message":"x"}']), (e) => got.push(e));
    expect(got).toEqual([{ type: 'error', message: 'x' }]);
  });
});
