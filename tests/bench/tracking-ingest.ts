/**
 * Benchmark: the tracking ingest (POST /api/t, issue 5).
 *
 *   npx tsx tests/bench/tracking-ingest.ts [rounds]
 *
 * Budget: the ingest's cost per event, excluding the database, within 2x of a plain Node http handler
 * parsing the same body, in the same run, with identified events (issue 31: each event carries a visitor's
 * contact token, verified and resolved to a contact, the event put on the contact's index); anonymous
 * events are measured beside it. "The ingest" is our code on a node:http server: the handler behind the
 * plain server's body reading (tracking-ingest/handler-server.ts). The same events through the whole local
 * server are measured in the same rounds and shown: its stand-in for API Gateway and Lambda is the
 * platform's work in AWS (not billed as the function's duration), and alone it took most of the 2x (with
 * the handler skipped, 1.3-1.7x plain). Then events per second end to end with the real DynamoDB Local.
 * Writes docs/bench/tracking-ingest.md; exits 1 when over budget.
 *
 * Design (so the figures can be judged):
 * - The load generator is a separate Node process (node:http, keep-alive) that posts the same text/plain
 *   event body to each server in turn; the servers run in this process, so process.cpuUsage() here is
 *   server CPU only. Rounds alternate (plain, ingest, plain, ingest, ...) after a warm-up of each, and the
 *   medians are compared: drift and noise on a shared machine hit both sides alike.
 * - plain: node:http createServer reading the body, JSON.parse, a check that it is an object with a string
 *   tracking_id, and a 202 JSON answer with the CORS header: the least any ingest must do.
 * - ingest, no database: the plain server's body reading, then the API Gateway v2 event as the local server
 *   builds it, handed to the real handler (lambdas/handlers/tracking-ingest.ts: size and content-type
 *   checks, the contract, the setup lookup, the rate-limit bucket, the token and contact, the event item,
 *   the 202) and its answer written back; through the local server (lambdas/local/server.ts: also route
 *   match, request id, security headers, CloudFront's headers, the Lambda context), shown. The Store port
 *   is replaced by a stand-in whose calls
 *   resolve at once (the setup lookup answers the one setup; the bucket is always full; a contact read
 *   finds the contact). So everything but the database round trips is measured: 1 query, 1 get (2 for
 *   an identified event) and 2 puts per event are not. These rounds run before the local stack starts:
 *   its stand-ins' pollers (streams, queues, the scheduler: about a tenth of a core when idle) would share
 *   this process's event loop with both servers, as they never share the ingest's Lambda in AWS.
 * - The budgeted figure is the time per event a client sees with one request in flight (the latency of
 *   getting an event accepted, client and loopback included for both sides), with the load generator on
 *   a CPU of its own and the servers' thread on another (tracking-ingest/placement.ts: sharing the CPUs,
 *   the kernel lets the client preempt the heavier server mid-answer, which adds their work up; that
 *   figure is measured in the same rounds and shown, with how often the servers' thread was preempted). Printed beside it, not
 *   budgeted: server CPU per event (the raw cost ratio, larger because a plain parse costs almost nothing),
 *   the handler alone in-process (what our code costs without the local server's emulation), and the time
 *   per event at 16 in flight.
 * - end to end: the full local stack (DynamoDB Local, in memory), 100 setups seeded in the table with one
 *   contact each, identified events (each with its setup's contact's token) spread over their tracking ids
 *   so the rate limit refuses none, 16 in flight; every answer must be 202 and the table
 *   must then hold exactly that many events, every one on its contact.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoStore } from '../../lambdas/adapters/aws/dynamo-store';
import { createDeps, type Deps, withDeps } from '../../lambdas/deps';
import { handler as ingestHandler } from '../../lambdas/handlers/tracking-ingest';
import { startStack, type Stack } from '../../lambdas/local/stack';
import { createAppServer } from '../../lambdas/local/server';
import type { Web } from '../../lambdas/local/web';
import type { Item, Store } from '../../lambdas/ports/store';
import { keys } from '../../lambdas/table';
import { newContactItem } from '../../lambdas/domain/items/contact';
import { DEFAULT_BUCKET } from '../../lambdas/domain/tracking/rate-limit';
import { localSigning } from '../../lambdas/adapters/local/signing-secret';
import { signContactToken } from '../../lambdas/domain/links/contact-token';
import { benchArgs, report } from './report';
import {
  apartAvailable,
  involuntarySwitches,
  placeServers,
  spawnLoadGenerator,
} from './tracking-ingest/placement';
import { tokenMacAgainstLibrary } from './tracking-ingest/token-mac';
import { handlerServer } from './tracking-ingest/handler-server';

const BUDGET = 2;
// Many short rounds: on a shared 2-core machine one round's ratio ranges from about 1.2x to 3x, so the
// median of 11 moved by a few tenths from run to run; 31 hold it steadier for about a minute more.
const ROUNDS = Number(benchArgs()[0] ?? 31);
const PER_ROUND = 3000;
const WARMUP = 3000;
const IN_FLIGHT = 16;
const E2E_EVENTS = 3000;
const E2E_SETUPS = 100;
const TRACKING_ID = 'jm_BenchBenchBenchBench01';

const BENCH_SUB = 'bench-user';
const BENCH_CONTACT = 'bench-contact';

const body = (trackingId: string, n = 0, contactToken?: string) =>
  JSON.stringify({
    tracking_id: trackingId,
    event_name: 'add_to_cart',
    event_data: { sku: `candle-${n % 50}`, qty: 1, price: 12.5, currency: 'EUR' },
    page_url: 'https://candles.example.com/shop/lavender?utm_source=newsletter',
    client_timestamp: new Date().toISOString(),
    ...(contactToken ? { contact_token: contactToken } : {}),
  });

/** A visitor's contact token as the click redirect signs it, with the stack's own signing secret. */
const tokenOf = (env: Record<string, string>, sub: string, contactId: string) =>
  signContactToken(
    localSigning(env.SIGNING_SECRET_FILE as string),
    { sub, kind: 'contact', contactId },
    new Date(),
  );

// ---------------------------------------------------------------------------------------------------
// Load generator: a child process, driven over IPC (plain JS, run with node -e)

const CLIENT = `
const http = require('node:http');
process.on('message', async ({ port, bodies, inFlight, count }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const statuses = {};
  const latencies = new Float64Array(count);
  let next = 0;
  const one = (i) => new Promise((resolve, reject) => {
    const payload = bodies[i % bodies.length];
    const t = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path: '/api/t', method: 'POST', agent,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      res.resume();
      res.on('end', () => { latencies[i] = performance.now() - t; statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1; resolve(); });
    });
    req.on('error', reject);
    req.end(payload);
  });
  const t0 = performance.now();
  await Promise.all(Array.from({ length: inFlight }, async () => { while (next < count) await one(next++); }));
  const ms = performance.now() - t0;
  agent.destroy();
  const sorted = Array.from(latencies).sort((a, b) => a - b);
  process.send({ ms, statuses, p50: sorted[Math.floor(count * 0.5)], p99: sorted[Math.floor(count * 0.99)] });
});
`;

interface LoadResult {
  ms: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
}

interface Measured extends LoadResult {
  /** Server CPU (user + system) of this process per request, µs. */
  cpuUs: number;
  /** Client wall time per request, µs. */
  perEventUs: number;
  /** Times the servers' thread was preempted while it could still run, per request. */
  preemptedPerEvent: number;
}

type Placement = 'apart' | 'shared';
const clients: Partial<Record<Placement, ChildProcess>> = {};

/** `count` requests from the load generator of `placement` (placement.ts), `inFlight` at a time. */
function load(
  port: number,
  bodies: string[],
  count: number,
  inFlight: number,
  placement: Placement = 'shared',
): Promise<Measured> {
  const child = (clients[placement] ??= spawnLoadGenerator(CLIENT, placement));
  return new Promise((resolvePromise, reject) => {
    const cpu0 = process.cpuUsage();
    const switches0 = involuntarySwitches();
    const onExit = () => reject(new Error('the load generator exited'));
    child.once('exit', onExit);
    child.once('message', (result: LoadResult) => {
      child.off('exit', onExit);
      const cpu = process.cpuUsage(cpu0);
      resolvePromise({
        ...result,
        cpuUs: (cpu.user + cpu.system) / count,
        perEventUs: (result.ms * 1000) / count,
        preemptedPerEvent: (involuntarySwitches() - switches0) / count,
      });
    });
    child.send({ port, bodies, inFlight, count });
  });
}

function expectAll(result: LoadResult, status: number, what: string): void {
  const other = Object.entries(result.statuses).filter(([s]) => Number(s) !== status);
  if (other.length)
    throw new Error(`${what}: expected every answer ${status}, got ${JSON.stringify(result.statuses)}`);
}

// ---------------------------------------------------------------------------------------------------
// The two servers compared

function plainServer(): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let ok: boolean;
      try {
        const value = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { tracking_id?: unknown } | null;
        ok = typeof value === 'object' && value !== null && typeof value.tracking_id === 'string';
      } catch {
        ok = false;
      }
      res.writeHead(ok ? 202 : 400, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      res.end(ok ? '{"accepted":true}' : '{"error":"bad"}');
    });
  });
}

/**
 * Every call resolves at once: the setup lookup answers the one setup, the bucket is never there (full),
 * a contact's read finds it (an identified event's contact).
 */
function instantStore(setup: Item): Store {
  return {
    get: async (key) =>
      String(key.sk).startsWith(keys.contactPrefix) ? { ...key, contactId: BENCH_CONTACT } : undefined,
    put: async () => undefined,
    update: async (key, set) => ({ ...key, ...set }),
    delete: async () => undefined,
    query: async () => [setup],
    queryPage: async () => ({ items: [setup] }),
    transact: async () => undefined,
    ping: async () => undefined,
  };
}

function depsWithoutDatabase(env: Record<string, string>): Deps {
  const base = createDeps(env);
  const store = instantStore({
    ...keys.setup(BENCH_SUB),
    id: 'bench-setup',
    userId: BENCH_SUB,
    domain: 'candles.example.com',
    trackingId: TRACKING_ID,
    ...keys.trackingIndex(TRACKING_ID),
    trackingFirstEventAt: '2025-01-01T00:00:00.000Z',
  });
  const ports = new Proxy(base.ports, {
    get: (target, key, receiver) => (key === 'store' ? store : Reflect.get(target, key, receiver)),
  });
  return { config: base.config, ports };
}

/** The local stack's env (lambdas/local/stack.ts) minus the stand-ins' endpoints: nothing here calls them. */
function noDatabaseEnv(signingSecretFile: string): Record<string, string> {
  return {
    STAGE: 'local',
    AWS_REGION: 'us-east-1',
    TABLE_NAME: 'bench-no-database',
    ASSETS_BUCKET: 'bench-assets',
    ASSETS_PUBLIC_BASE: 'http://127.0.0.1:9/assets/',
    USER_POOL_ID: 'local_bench',
    SIGNING_SECRET_FILE: signingSecretFile,
    LOG_LEVEL: 'ERROR',
  };
}

function ingestServer(deps: Deps): ReturnType<typeof createAppServer> {
  const app = createAppServer();
  const web: Web = { handle: (_req, res) => void res.writeHead(404).end(), close: async () => undefined };
  app.attach({
    deps,
    runtimeConfig: () => {
      throw new Error('not served in the bench');
    },
    verifyJwt: async () => undefined,
    cognitoEndpoint: 'http://127.0.0.1:9',
    sesEndpoint: 'http://127.0.0.1:9',
    web,
  });
  return app;
}

/** The handler alone, in-process: CPU per event without HTTP or the local server's emulation. */
async function handlerAlone(deps: Deps, count: number, eventBody: string): Promise<number> {
  const event = {
    version: '2.0',
    routeKey: 'POST /api/t',
    rawPath: '/api/t',
    rawQueryString: '',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    requestContext: { http: { method: 'POST', path: '/api/t' }, requestId: 'bench' },
    body: eventBody,
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const context = {} as Context;
  const run = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const res = (await withDeps(deps, () => ingestHandler(event, context))) as { statusCode: number };
      if (res.statusCode !== 202) throw new Error(`handler alone: ${res.statusCode}`);
    }
  };
  await run(count);
  const cpu0 = process.cpuUsage();
  await run(count);
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / count;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolvePromise) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolvePromise(typeof address === 'object' && address ? address.port : 0);
    }),
  );
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** How the budgeted ratio varied from round to round: the columns above are medians of their own. */
function spread(ratios: number[]): string {
  const s = [...ratios].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  const under = s.filter((r) => r <= BUDGET).length;
  return [
    `The budgeted ratio is the median of the ${s.length} rounds' own ratios (each round's plain and ingest runs are`,
    'back to back), so it is not the ratio of the two medians in its row. Round by round it went from',
    `${fmt(at(0), 2)}x to ${fmt(s[s.length - 1] ?? 0, 2)}x, the middle half from ${fmt(at(0.25), 2)}x to ${fmt(at(0.75), 2)}x; ${under} of the ${s.length} rounds were within ${BUDGET}x.`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // The rounds without a database run before the stack starts: the stack's stand-ins (stream and queue
  // pollers, the scheduler) live in this process and would share the servers' event loop, as they never
  // share the ingest's Lambda in AWS. Their env is the local stack's shape with a secret of its own.
  const scratch = mkdtempSync(join(tmpdir(), 'jm-ingest-bench-'));
  const env = noDatabaseEnv(join(scratch, 'signing-secret'));
  const plain = plainServer();
  const deps = depsWithoutDatabase(env);
  // The local server claims `deps` as the process's (lambdas/deps.ts); the handler server then runs unscoped too.
  const local = ingestServer(deps);
  const ours = handlerServer(deps);
  let stack: Stack | undefined;
  try {
    // --- overhead without the database ---------------------------------------------------------------
    const plainPort = await listen(plain);
    const oursPort = await listen(ours);
    const localPort = await local.listen(0, '127.0.0.1');
    const identified = [body(TRACKING_ID, 0, await tokenOf(env, BENCH_SUB, BENCH_CONTACT))];
    const bodies = identified;
    const anonymous = [body(TRACKING_ID)];
    // Budgeted with the load generator apart (its own CPU, as visitors' browsers are on other machines);
    // shared (wherever the kernel puts it) measured in the same rounds and shown (placement.ts says why).
    const apart = apartAvailable();
    const placements: Placement[] = apart ? ['apart', 'shared'] : ['shared'];
    for (const placement of placements) {
      placeServers(placement);
      for (const inFlight of placement === 'shared' ? [1, IN_FLIGHT] : [1]) {
        expectAll(await load(plainPort, bodies, WARMUP, inFlight, placement), 202, 'plain warm-up');
        expectAll(await load(oursPort, bodies, WARMUP, inFlight, placement), 202, 'ingest warm-up');
      }
      expectAll(await load(localPort, bodies, WARMUP, 1, placement), 202, 'local server warm-up');
      expectAll(await load(oursPort, anonymous, WARMUP, 1, placement), 202, 'anonymous warm-up');
    }
    const oneInFlight = () => ({
      plain: [] as Measured[],
      ours: [] as Measured[],
      anon: [] as Measured[],
      local: [] as Measured[],
    });
    const rounds = {
      apart: oneInFlight(),
      shared: oneInFlight(),
      plainN: [] as Measured[],
      oursN: [] as Measured[],
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const placement of placements) {
        placeServers(placement);
        const r = rounds[placement];
        r.plain.push(await load(plainPort, bodies, PER_ROUND, 1, placement));
        r.ours.push(await load(oursPort, bodies, PER_ROUND, 1, placement));
        r.anon.push(await load(oursPort, anonymous, PER_ROUND, 1, placement));
        r.local.push(await load(localPort, bodies, PER_ROUND, 1, placement));
      }
      rounds.plainN.push(await load(plainPort, bodies, PER_ROUND, IN_FLIGHT));
      rounds.oursN.push(await load(oursPort, bodies, PER_ROUND, IN_FLIGHT));
    }
    for (const list of [rounds.plainN, rounds.oursN, ...placements.flatMap((p) => Object.values(rounds[p]))])
      for (const r of list) expectAll(r, 202, 'a round');
    const med = (list: Measured[], pick: (m: Measured) => number) => median(list.map(pick));
    // Each ratio is the median of the per-round ratios (each round's runs are back to back, so a burst of
    // load from elsewhere on the machine mostly hits both sides of one ratio).
    const figures = (r: ReturnType<typeof oneInFlight>) => ({
      plain: med(r.plain, (m) => m.perEventUs),
      ours: med(r.ours, (m) => m.perEventUs),
      anon: med(r.anon, (m) => m.perEventUs),
      local: med(r.local, (m) => m.perEventUs),
      ratio: median(r.ours.map((o, i) => o.perEventUs / r.plain[i]!.perEventUs)),
      anonRatio: median(r.anon.map((o, i) => o.perEventUs / r.plain[i]!.perEventUs)),
      localRatio: median(r.local.map((o, i) => o.perEventUs / r.plain[i]!.perEventUs)),
      cpu: {
        plain: med(r.plain, (m) => m.cpuUs),
        ours: med(r.ours, (m) => m.cpuUs),
        local: med(r.local, (m) => m.cpuUs),
      },
      preempted: {
        plain: med(r.plain, (m) => m.preemptedPerEvent),
        ours: med(r.ours, (m) => m.preemptedPerEvent),
      },
    });
    const shared = figures(rounds.shared);
    const budgeted = apart ? figures(rounds.apart) : shared;
    const loaded = {
      plain: med(rounds.plainN, (m) => m.perEventUs),
      ours: med(rounds.oursN, (m) => m.perEventUs),
    };
    placeServers('shared');
    const alone = await handlerAlone(deps, 20_000, identified[0]!);
    const mac = tokenMacAgainstLibrary();
    const aloneAnonymous = await handlerAlone(deps, 20_000, anonymous[0]!);
    const ratio = budgeted.ratio;
    const within = ratio <= BUDGET;

    // --- end to end with DynamoDB Local -----------------------------------------------------------------
    const started = await startStack({ ephemeral: true, web: 'none', quiet: true });
    stack = started;
    const dynamo = new DynamoDBClient({
      endpoint: started.env.AWS_ENDPOINT_DYNAMODB,
      region: started.env.AWS_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const store = new DynamoStore(dynamo, started.env.TABLE_NAME as string);
    const setups = await Promise.all(
      Array.from({ length: E2E_SETUPS }, async (_, i) => {
        const sub = randomUUID();
        const id = randomUUID();
        const trackingId = `jm_Bench${String(i).padStart(17, '0')}`;
        const contactId = randomUUID();
        await store.put({
          ...keys.setup(sub),
          id,
          userId: sub,
          domain: `bench-${i}.example.com`,
          trackingId,
          ...keys.trackingIndex(trackingId),
        });
        // A contact as the contacts core stores it (the stream's flow triggers read it back).
        await store.put(
          newContactItem(sub, {
            contactId,
            email: `c${i}@example.com`,
            emailHash: randomUUID().replace(/-/g, ''),
            status: 'subscribed',
            consent: { source: 'manual', at: new Date().toISOString() },
            at: new Date().toISOString(),
          }),
        );
        return { id, trackingId, token: await tokenOf(started.env, sub, contactId), contactId };
      }),
    );
    // For scale: DynamoDB Local's own rate for plain puts at the same concurrency, from this process.
    const putsStarted = performance.now();
    let nextPut = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (nextPut < E2E_EVENTS) {
          const n = nextPut++;
          await store.put({ pk: `BENCH#${n % 100}`, sk: `PUT#${n}`, payload: body(TRACKING_ID, n) });
        }
      }),
    );
    const putsPerSecond = E2E_EVENTS / ((performance.now() - putsStarted) / 1000);
    const e2eBodies = Array.from({ length: E2E_EVENTS }, (_, i) =>
      body(setups[i % E2E_SETUPS]!.trackingId, i, setups[i % E2E_SETUPS]!.token),
    );
    const e2e = await load(started.ports.app, e2eBodies, E2E_EVENTS, IN_FLIGHT);
    expectAll(e2e, 202, 'end to end');
    let stored = 0;
    for (const s of setups) {
      const events = await store.query({
        partition: keys.trackingEvent(s.id, '', '').pk,
        beginsWith: keys.trackingEventPrefix,
      });
      stored += events.filter((e) => e.contactId === s.contactId).length;
    }
    dynamo.destroy();
    if (stored !== E2E_EVENTS)
      throw new Error(`end to end: ${E2E_EVENTS} accepted but ${stored} stored on their contact`);
    const eventsPerSecond = E2E_EVENTS / (e2e.ms / 1000);

    // --- report --------------------------------------------------------------------------------------
    const where = apart ? 'the load generator on its own CPU' : 'the load generator sharing the CPUs';
    console.log(
      `tracking ingest, no database, its handler behind node:http, ${where}: ${fmt(budgeted.ours)} µs per event vs plain node:http ${fmt(budgeted.plain)} µs; ratio ${fmt(ratio, 2)}x (median of per-round ratios; budget ${BUDGET}x: ${within ? 'within' : 'OVER'})`,
    );
    console.log(
      `  through the local server (its stand-in for API Gateway and Lambda too): ${fmt(budgeted.local)} µs, ${fmt(budgeted.localRatio, 2)}x`,
    );
    const perRound = (r: ReturnType<typeof oneInFlight>) =>
      r.ours.map((o, i) => fmt(o.perEventUs / r.plain[i]!.perEventUs, 2)).join(' ');
    console.log(`  the per-round ratios: ${perRound(apart ? rounds.apart : rounds.shared)}`);
    const us = (list: Measured[]) => list.map((m) => fmt(m.perEventUs, 0)).join(' ');
    const judged = apart ? rounds.apart : rounds.shared;
    const judgedRatios = judged.ours.map((o, i) => o.perEventUs / judged.plain[i]!.perEventUs);
    console.log(`  per round, µs per event: plain ${us(judged.plain)}; ingest ${us(judged.ours)}`);
    console.log(
      `  anonymous events: ${fmt(budgeted.anon)} µs per event, ${fmt(budgeted.anonRatio, 2)}x; the handler alone ${fmt(aloneAnonymous)} µs`,
    );
    if (apart)
      console.log(
        `  load generator sharing the CPUs: ${fmt(shared.ours)} µs vs ${fmt(shared.plain)} µs = ${fmt(shared.ratio, 2)}x (anonymous ${fmt(shared.anonRatio, 2)}x, through the local server ${fmt(shared.localRatio, 2)}x); the servers' thread preempted ${fmt(shared.preempted.ours, 2)} times per event (plain ${fmt(shared.preempted.plain, 2)}), apart ${fmt(budgeted.preempted.ours, 2)} (plain ${fmt(budgeted.preempted.plain, 2)})`,
      );
    console.log(
      `  server CPU per event ${fmt(budgeted.cpu.ours)} µs vs ${fmt(budgeted.cpu.plain)} µs = ${fmt(budgeted.cpu.ours / budgeted.cpu.plain, 2)}x (through the local server ${fmt(budgeted.cpu.local)} µs); the handler alone in-process ${fmt(alone)} µs; at ${IN_FLIGHT} in flight ${fmt(loaded.ours)} µs vs ${fmt(loaded.plain)} µs per event = ${fmt(loaded.ours / loaded.plain, 2)}x`,
    );
    console.log(
      `  the link token's MAC: ${fmt(mac.ours, 2)} µs by hand vs ${fmt(mac.library, 2)} µs with createHmac = ${fmt(mac.library / mac.ours, 2)}x faster`,
    );
    console.log(
      `  end to end with DynamoDB Local: ${fmt(eventsPerSecond, 0)} events/s (${E2E_EVENTS} events over ${E2E_SETUPS} tracking ids, ${IN_FLIGHT} in flight, p50 ${fmt(e2e.p50)} ms, p99 ${fmt(e2e.p99)} ms; all stored); DynamoDB Local alone: ${fmt(putsPerSecond, 0)} plain puts/s`,
    );

    const row = (what: string, p: number, o: number, note: string, r = o / p) =>
      `| ${what} | ${fmt(p)} µs | ${fmt(o)} µs | ${fmt(r, 2)}x | ${note} |`;
    const md = [
      '# Tracking ingest',
      '',
      'Generated by `tests/bench/tracking-ingest.ts` (`npm run bench -- tracking-ingest`); its header comment has',
      'the full design. A load generator in its own process (node:http, keep-alive) posts the same text/plain',
      'event to a plain node:http handler that parses it (plain) and to the same node:http server handing the',
      'real ingest handler the API Gateway v2 event (tracking-ingest/handler-server.ts), over a Store stand-in',
      'whose calls resolve at once (ingest, no database: the 1 query, 2 gets and 2 puts per event are left out);',
      'and, shown beside it, to the real local server, whose stand-in for API Gateway and Lambda (route match,',
      'request id and access log, security headers, CloudFront viewer headers, Lambda context) is the',
      `platform's work in AWS, not the function's. Rounds alternate; medians of ${ROUNDS} rounds of ${PER_ROUND}`,
      `events, after ${WARMUP} warm-up events per server and setting. The events are identified (issue 31): each carries a`,
      "visitor's contact token, which the ingest verifies (HMAC-SHA256), resolves to the contact (a read) and",
      "puts on the contact's index; anonymous events are measured in the same rounds.",
      '',
      apart
        ? "The budget is judged with the load generator on its own CPU and the servers' thread on another, as"
        : 'This machine cannot place the load generator on a CPU of its own (it needs Linux, `taskset` and two',
      apart
        ? "visitors' browsers are on other machines. With it sharing the CPUs (measured in the same rounds, below),"
        : 'CPUs), so the budget is judged with it sharing the CPUs, which weighs against the heavier server:',
      apart
        ? "the kernel wakes it on the server's CPU and it preempts the server in the middle of its answer, so their"
        : "the kernel wakes it on the server's CPU and it preempts the server in the middle of its answer, so their",
      'work adds up; that hits the server that uses more CPU, the ingest, and hardly the plain one (tests/bench/tracking-ingest/placement.ts).',
      '',
      '| per event | plain node:http | ingest handler behind node:http, no database | ratio | |',
      '|---|---:|---:|---:|---|',
      row(
        `time seen by the client, 1 in flight, ${where}`,
        budgeted.plain,
        budgeted.ours,
        `budget ≤ ${BUDGET}x (median of the per-round ratios): ${within ? 'within' : 'OVER'}`,
        ratio,
      ),
      row(
        'anonymous events, the same',
        budgeted.plain,
        budgeted.anon,
        'shown, not budgeted',
        budgeted.anonRatio,
      ),
      row(
        'identified events through the local server (with its API Gateway and Lambda stand-in), the same',
        budgeted.plain,
        budgeted.local,
        'shown, not budgeted',
        budgeted.localRatio,
      ),
      ...(apart
        ? [
            row(
              'time seen by the client, 1 in flight, the load generator sharing the CPUs',
              shared.plain,
              shared.ours,
              'shown, not budgeted',
              shared.ratio,
            ),
            row(
              'anonymous events, the same',
              shared.plain,
              shared.anon,
              'shown, not budgeted',
              shared.anonRatio,
            ),
            row(
              'identified events through the local server, the same',
              shared.plain,
              shared.local,
              'shown, not budgeted',
              shared.localRatio,
            ),
            `| times the servers' thread was preempted, per event: apart / sharing | ${fmt(budgeted.preempted.plain, 2)} / ${fmt(shared.preempted.plain, 2)} | ${fmt(budgeted.preempted.ours, 2)} / ${fmt(shared.preempted.ours, 2)} | | shown |`,
          ]
        : []),
      row(
        'server CPU (user + system), 1 in flight',
        budgeted.cpu.plain,
        budgeted.cpu.ours,
        `shown, not budgeted (through the local server: ${fmt(budgeted.cpu.local)} µs)`,
      ),
      row(
        `time seen by the client, ${IN_FLIGHT} in flight, sharing the CPUs`,
        loaded.plain,
        loaded.ours,
        'shown, not budgeted',
      ),
      '',
      spread(judgedRatios),
      '',
      `The handler alone, called in-process without HTTP or the local server: ${fmt(alone)} µs CPU per identified`,
      `event, ${fmt(aloneAnonymous)} µs per anonymous one. The`,
      'rest of its server CPU is node:http and building the v2 event; through the local server, also the rest',
      'of its stand-in for API Gateway and Lambda. The ingest skips the middy chain and per-request child logger of the',
      'other routes (lambdas/handlers/tracking-ingest.ts): with them, the Powertools child logger alone cost about',
      'twice the handler above, per event. Other load on a shared machine moves the ratios by a few tenths.',
      '',
      "The link token's MAC (HMAC-SHA256 cut to 128 bits, one per identified event) is worked out by hand from",
      "the key's two pads and two one-shot hashes (lambdas/domain/links/token-mac.ts), held to createHmac by",
      `tests/unit/links/token-mac.test.ts: ${fmt(mac.ours, 2)} µs against createHmac's ${fmt(mac.library, 2)} µs, ${fmt(mac.library / mac.ours, 2)}x faster, in this run.`,
      '',
      `End to end, the full local stack with DynamoDB Local (in memory), ${E2E_EVENTS} identified events spread over`,
      `${E2E_SETUPS} tracking ids, ${IN_FLIGHT} in flight (the rate limit, ${DEFAULT_BUCKET.capacity} at once then ${DEFAULT_BUCKET.refillPerSecond}/s per id, refuses none). Each`,
      'event is a setup lookup (gsi1 query), a rate-limit bucket read and compare-and-swap write, the contact read',
      "and the event write (with the contact's index; plus the installed marks on the first event of a setup).",
      'Every answer was 202 and the table held every event afterwards, each on its contact. Five database calls',
      'per event against DynamoDB Local (a Java process on this',
      "machine, sharing its CPU) bound the rate; the plain-put figure below shows DynamoDB Local's own speed.",
      '',
      '| end to end | value |',
      '|---|---:|',
      `| events per second | ${fmt(eventsPerSecond, 0)} |`,
      `| for scale: DynamoDB Local's plain puts per second, same concurrency | ${fmt(putsPerSecond, 0)} |`,
      `| latency p50 | ${fmt(e2e.p50)} ms |`,
      `| latency p99 | ${fmt(e2e.p99)} ms |`,
      '',
      `Result: ${within ? 'within budget' : 'OVER BUDGET'}.`,
      '',
    ].join('\n');
    await report('tracking-ingest', md);
    if (!within) process.exitCode = 1;
  } finally {
    for (const child of Object.values(clients)) child.kill();
    await Promise.all([new Promise((r) => plain.close(r)), new Promise((r) => ours.close(r)), local.close()]);
    await stack?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
