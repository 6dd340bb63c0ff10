import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { EventStreamCodec, type MessageHeaders } from '@smithy/eventstream-codec';
import { fromUtf8, toUtf8 } from '@smithy/util-utf8';

/**
 * A loopback Bedrock ConverseStream endpoint for the real @aws-sdk/client-bedrock-runtime: cleartext
 * HTTP/2 (the SDK's handler for this client is NodeHttp2Handler) answering each request with AWS
 * event-stream frames encoded by @smithy/eventstream-codec. Each request plays the next scripted
 * reply; the server counts requests and keeps their bodies.
 */
export type Reply =
  /** `stallMs`: the model is silent that long after the response headers, before its first frame. */
  | { tool: string; input: unknown; text?: string; chunk?: number; stallMs?: number }
  | { text: string; stallMs?: number }
  | { exception: 'throttlingException' | 'serviceUnavailableException'; message: string }
  /** An error answer before any stream (restJson1: status + x-amzn-errortype), e.g. AccessDeniedException. */
  | { httpError: string; status: number; message: string };

type Frame = { event: string; payload: unknown; kind?: 'event' | 'exception' };
const codec = new EventStreamCodec(toUtf8, fromUtf8);

function encode({ event, payload, kind = 'event' }: Frame): Uint8Array {
  const headers: MessageHeaders = {
    ':message-type': { type: 'string', value: kind },
    ':content-type': { type: 'string', value: 'application/json' },
    [kind === 'event' ? ':event-type' : ':exception-type']: { type: 'string', value: event },
  };
  return codec.encode({ headers, body: fromUtf8(JSON.stringify(payload)) });
}

export function framesOf(reply: Exclude<Reply, { httpError: string }>): Frame[] {
  if ('exception' in reply)
    return [{ event: reply.exception, payload: { message: reply.message }, kind: 'exception' }];
  const frames: Frame[] = [{ event: 'messageStart', payload: { role: 'assistant' } }];
  let index = 0;
  if (reply.text) {
    frames.push({
      event: 'contentBlockDelta',
      payload: { contentBlockIndex: index, delta: { text: reply.text } },
    });
    frames.push({ event: 'contentBlockStop', payload: { contentBlockIndex: index++ } });
  }
  if ('tool' in reply) {
    frames.push({
      event: 'contentBlockStart',
      payload: {
        contentBlockIndex: index,
        start: { toolUse: { toolUseId: `tooluse_${index}`, name: reply.tool } },
      },
    });
    const json = JSON.stringify(reply.input);
    const size = reply.chunk ?? 40;
    for (let i = 0; i < json.length; i += size)
      frames.push({
        event: 'contentBlockDelta',
        payload: { contentBlockIndex: index, delta: { toolUse: { input: json.slice(i, i + size) } } },
      });
    frames.push({ event: 'contentBlockStop', payload: { contentBlockIndex: index } });
  }
  frames.push({ event: 'messageStop', payload: { stopReason: 'tool' in reply ? 'tool_use' : 'end_turn' } });
  frames.push({
    event: 'metadata',
    payload: { usage: { inputTokens: 10, outputTokens: 10, totalTokens: 20 }, metrics: { latencyMs: 1 } },
  });
  return frames;
}

export interface BedrockServer {
  url: string;
  /** ConverseStream requests received so far. */
  requests: { path: string; body: Record<string, unknown> }[];
  /** Time (performance.now()) each reply's first frame was written. */
  firstByteAt: number[];
  script(replies: Reply[]): void;
  close(): Promise<void>;
}

/** The real SDK client pointed at the loopback server (any credentials sign; no retries, so a failure shows). */
export function bedrockClientFor(server: BedrockServer): BedrockRuntimeClient {
  return new BedrockRuntimeClient({
    region: 'us-east-1',
    endpoint: server.url,
    credentials: { accessKeyId: 'AKIDLOOPBACK', secretAccessKey: 'loopback' },
    maxAttempts: 1,
  });
}

export async function startBedrockServer(): Promise<BedrockServer> {
  let queue: Reply[] = [];
  const requests: BedrockServer['requests'] = [];
  const firstByteAt: number[] = [];
  const server = http2.createServer();
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (s) => {
    sessions.add(s);
    s.on('close', () => sessions.delete(s));
  });
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const path = String(headers[':path']);
      requests.push({ path, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') });
      const reply = queue.shift();
      if (!reply) {
        stream.respond({ ':status': 500, 'content-type': 'application/json' });
        stream.end(JSON.stringify({ message: 'No scripted reply left' }));
        return;
      }
      if ('httpError' in reply) {
        stream.respond({
          ':status': reply.status,
          'content-type': 'application/json',
          'x-amzn-errortype': reply.httpError,
        });
        stream.end(JSON.stringify({ message: reply.message }));
        return;
      }
      stream.respond({ ':status': 200, 'content-type': 'application/vnd.amazon.eventstream' });
      const play = () => {
        if (stream.closed) return;
        firstByteAt.push(performance.now());
        for (const frame of framesOf(reply)) stream.write(encode(frame));
        stream.end();
      };
      const stall = 'stallMs' in reply ? (reply.stallMs ?? 0) : 0;
      if (stall > 0) setTimeout(play, stall);
      else play();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    firstByteAt,
    script: (replies) => {
      queue = [...replies];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Sessions the SDK keeps open would hold close() forever.
        for (const s of sessions) s.destroy();
      }),
  };
}
