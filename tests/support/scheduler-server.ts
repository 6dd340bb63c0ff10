import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback EventBridge Scheduler (restJson1 over HTTP/1.1) for the real @aws-sdk/client-scheduler:
 * CreateSchedule (POST /schedules/{Name}, 409 ConflictException when it exists), UpdateSchedule (PUT,
 * 404 when it does not), DeleteSchedule (DELETE, 404 ResourceNotFoundException when unknown). It keeps the
 * schedules and every request it got, so a test can read what the adapter asked for.
 */
export interface SchedulerRequest {
  method: string;
  name: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

export interface LoopbackScheduler {
  endpoint: string;
  requests: SchedulerRequest[];
  /** The schedules by `${group}/${name}`. */
  schedules: Map<string, Record<string, unknown>>;
  stop(): Promise<void>;
}

export async function startSchedulerServer(): Promise<LoopbackScheduler> {
  const requests: SchedulerRequest[] = [];
  const schedules = new Map<string, Record<string, unknown>>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = /^\/schedules\/([^/]+)$/.exec(url.pathname);
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      const answer = (status: number, payload: unknown, errorType?: string) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
        });
        res.end(JSON.stringify(payload));
      };
      if (!match) return answer(404, { Message: 'unknown path' }, 'ResourceNotFoundException');
      const name = decodeURIComponent(match[1]!);
      requests.push({ method: req.method ?? '', name, query: url.searchParams, body });
      const group = String(body?.GroupName ?? url.searchParams.get('groupName') ?? 'default');
      const key = `${group}/${name}`;
      const arn = `arn:aws:scheduler:us-east-1:123456789012:schedule/${key}`;
      switch (req.method) {
        case 'POST':
          if (schedules.has(key))
            return answer(409, { Message: 'Schedule already exists.' }, 'ConflictException');
          schedules.set(key, body ?? {});
          return answer(200, { ScheduleArn: arn });
        case 'PUT':
          if (!schedules.has(key))
            return answer(404, { Message: 'Schedule not found.' }, 'ResourceNotFoundException');
          schedules.set(key, body ?? {});
          return answer(200, { ScheduleArn: arn });
        case 'DELETE':
          if (!schedules.delete(key))
            return answer(404, { Message: 'Schedule not found.' }, 'ResourceNotFoundException');
          return answer(200, {});
        default:
          return answer(405, { Message: 'method' }, 'ValidationException');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    schedules,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
