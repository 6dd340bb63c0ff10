import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback OpenAI-compatible chat completions server (as Ollama, vLLM or llama.cpp serve it):
 * POST /v1/chat/completions with stream:true answered as server-sent events, tool calls streamed in
 * pieces the way OpenAI streams them. Scripted per request; counts requests and keeps their bodies.
 */
export type OpenAiReply =
  | { tool: string; input: unknown; chunk?: number; text?: string }
  | { text: string }
  | { status: 429 | 500; message: string };

export interface OpenAiServer {
  url: string;
  requests: { path: string; auth: string | undefined; body: Record<string, unknown> }[];
  script(replies: OpenAiReply[]): void;
  close(): Promise<void>;
}

const chunkOf = (delta: Record<string, unknown>, finish: string | null = null) => ({
  id: 'chatcmpl-loopback',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'loopback',
  choices: [{ index: 0, delta, finish_reason: finish }],
});

export function chunksOf(reply: Exclude<OpenAiReply, { status: number }>): unknown[] {
  const out: unknown[] = [chunkOf({ role: 'assistant', content: '' })];
  if (reply.text) out.push(chunkOf({ content: reply.text }));
  if ('tool' in reply) {
    out.push(
      chunkOf({
        tool_calls: [
          { index: 0, id: 'call_loop1', type: 'function', function: { name: reply.tool, arguments: '' } },
        ],
      }),
    );
    const json = JSON.stringify(reply.input);
    const size = reply.chunk ?? 30;
    for (let i = 0; i < json.length; i += size)
      out.push(chunkOf({ tool_calls: [{ index: 0, function: { arguments: json.slice(i, i + size) } }] }));
  }
  out.push(chunkOf({}, 'tool' in reply ? 'tool_calls' : 'stop'));
  return out;
}

export async function startOpenAiServer(): Promise<OpenAiServer> {
  let queue: OpenAiReply[] = [];
  const requests: OpenAiServer['requests'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        auth: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
      });
      const reply = queue.shift();
      if (!reply || 'status' in reply) {
        res.writeHead(reply?.status ?? 500, {
          'content-type': 'application/json',
          'x-should-retry': 'false',
        });
        res.end(
          JSON.stringify({ error: { message: reply?.message ?? 'No scripted reply left', type: 'error' } }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const c of chunksOf(reply)) res.write(`data: ${JSON.stringify(c)}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (replies) => {
      queue = [...replies];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
