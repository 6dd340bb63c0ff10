import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Deps } from '../deps';
import { createDeps } from '../deps';
import { routes } from '../routes';
import { table } from '../table';
import { stackAccessLog } from './access-log';
import { LOCAL_WEBHOOK_SECRET } from '../config';
import type { ChildService } from './child';
import { markDataDir } from './data-dir';
import { cognitoClient, ensureUserPool, startCognito } from './cognito';
import { checkJava, dynamoClient, ensureTable, startDynamo } from './dynamodb';
import { borrowDynamo, returnDynamo, type BorrowedDynamo } from './borrowed-dynamo';
import { createJwtVerifier } from './jwt';
import { startLambdaInvoke } from './lambda-invoke';
import { seedLocalBlog } from './blog-seed';
import { acquireLock } from './lock';
import { isListening, waitFor } from './net';
import { startS3 } from './s3';
import { startLocalDns, type LocalDns } from './dns';
import { createAppServer } from './server';
import { parseAllowedHosts } from './host-check';
import { siteContentSecurityPolicy } from '../security-headers';
import type { Scheduler } from './scheduler';
import { startScheduler } from './scheduler';
import { OffsetClock } from './clock';
import { startSes } from './ses';
import { startShopifyAdmin, type ShopifyAdminStandIn } from './shopify-admin';
import { localSesEventPublisher } from './ses-events-publisher';
import { sesEventsDelivery, type SesEventsDelivery } from './ses-events-delivery';
import { startSesProxy, type SesProxy } from './ses-proxy';
import { ensureSigningSecret } from '../adapters/local/signing-secret';
import { startQueues, type LocalQueues } from './queues';
import { type StreamPoller, startStreamPoller } from './stream-poller';
import type { WebMode } from './web';
import { createWeb } from './web';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const LOCAL_BUCKET = 'jungle-mail-assets';
export const LOCAL_TABLE = `${table.id}-local`;

export type StandIn = 'dynamodb' | 'cognito' | 's3' | 'ses';

export interface StackOptions {
  /** Where data lives (default .data; a fresh temp dir when ephemeral). */
  dataDir?: string;
  /** The app's port; 0 (default) lets the OS pick one. */
  port?: number;
  host?: string;
  /** In-memory DynamoDB and a temp data dir removed on stop (tests). */
  ephemeral?: boolean;
  /** Only warnings and errors from the handlers' logs. */
  quiet?: boolean;
  /** 'vite' (npm start), 'build' (serve dist/web) or 'none' (API only). */
  web?: WebMode;
  /**
   * Runs the `schedule` triggers of lambdas/routes/ every this many ms (lambdas/local/scheduler.ts). Off when
   * absent or 0, as in tests (they call `runSchedule`); `npm start` passes SCHEDULE_INTERVAL_MS.
   */
  scheduleIntervalMs?: number;
  /** Host names answered besides localhost, 127.0.0.1 and [::1] (default: ALLOWED_HOSTS, host-check.ts). */
  allowedHosts?: readonly string[];
  /** The local SQS: visibility timeout of every queue (tests: short) and whether consumers start (default yes). */
  queues?: { visibilityTimeoutSeconds?: number; consumers?: boolean };
  /**
   * Where the local DNS stand-in sends the names it does not hold (default: the system's resolvers). Tests
   * (e2e) pass their loopback server here; DNS_SERVERS in the environment instead turns the stand-in off.
   */
  dnsUpstream?: string[];
  /**
   * Tests: keep the table, named `table`, in an already running DynamoDB Local at `endpoint` instead of
   * starting one (lambdas/local/borrowed-dynamo.ts); the table is deleted on stop. Implies in-memory data.
   */
  dynamo?: BorrowedDynamo;
}

export interface ServiceInfo {
  name: string;
  url: string;
  detail: string;
}

export interface Stack {
  /** The app's origin, e.g. http://localhost:3000. */
  url: string;
  mailViewerUrl: string;
  dataDir: string;
  ports: {
    app: number;
    dynamodb: number;
    cognito: number;
    s3: number;
    ses: number;
    lambda: number;
    sqs: number;
    /** The local DNS stand-in (lambdas/local/dns.ts); absent when DNS_SERVERS was given. */
    dns?: number;
  };
  /** The local DNS stand-in's zones ("Publish these records to the local test DNS"); absent with DNS_SERVERS. */
  localDns?: LocalDns;
  /** The environment the handlers run with (the variables of lambdas/config.md). */
  env: Record<string, string>;
  services: ServiceInfo[];
  children: { name: StandIn; pid: number }[];
  /** Resolves once every stream record written so far went through the stream triggers (analytics). */
  drainStreams(): Promise<void>;
  /** Runs one schedule trigger of lambdas/routes/ now, as EventBridge would (e.g. 'dnsRecheck'). */
  runSchedule(id: string): Promise<unknown>;
  /** The local SQS and the consumers of the `sqs` triggers. */
  queues: LocalQueues;
  /** Waits until every consumed queue is empty and no consumer runs (rejects after timeoutMs, default 30 s). */
  drainQueues(timeoutMs?: number): Promise<void>;
  /** Stops the queue consumers (messages wait), as a stopped stack would; startConsumers resumes. */
  stopConsumers(): Promise<void>;
  startConsumers(): void;
  /** Sends the one-time schedules due now (or at `now`) to their queues, as the scheduler does every 5 s. */
  sendDueSchedules(now?: Date): Promise<number>;
  /** Test hook: stops one stand-in so /api/health can report it down. */
  stopService(name: StandIn): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the stand-ins, creates table, user pool, client and bucket, and serves app + API on one origin. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  await checkJava(); // before anything starts: a missing Java is the likeliest first-run failure
  const ephemeral = options.ephemeral ?? false;
  const dataDir = resolve(
    options.dataDir ?? (ephemeral ? mkdtempSync(join(tmpdir(), 'jungle-mail-')) : join(REPO_ROOT, '.data')),
  );
  mkdirSync(dataDir, { recursive: true });
  markDataDir(dataDir); // before anything is written into it: a folder of other files is never marked
  mkdirSync(join(dataDir, 'logs'), { recursive: true });
  const lock = acquireLock(dataDir);
  const tableName = options.dynamo?.table ?? LOCAL_TABLE;
  const host = options.host ?? '127.0.0.1';
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const logs = (name: string) => join(dataDir, 'logs', `${name}.log`);
  const children = new Map<StandIn, ChildService>();
  const app = createAppServer({
    accessLog: stackAccessLog(logs('access'), !options.quiet),
    allowedHosts: options.allowedHosts ?? parseAllowedHosts(process.env.ALLOWED_HOSTS),
  });
  let lambda: Awaited<ReturnType<typeof startLambdaInvoke>> | undefined;
  let web: Awaited<ReturnType<typeof createWeb>> | undefined;
  let depsRef: Deps | undefined;
  let scheduler: Scheduler | undefined;
  let sesProxy: SesProxy | undefined;
  let sesEvents: SesEventsDelivery | undefined;
  let queues: LocalQueues | undefined;
  let streamPoller: StreamPoller | undefined;
  let localDns: LocalDns | undefined;
  let shopifyAdmin: ShopifyAdminStandIn | undefined;
  // Last resort if the process exits without stop() (a forced second Ctrl-C, a crash): no orphans.
  const killOnExit = () => {
    children.forEach((child) => signalGroup(child.pid));
    lock.release();
  };
  process.on('exit', killOnExit);

  const stopAll = async () => {
    process.off('exit', killOnExit);
    scheduler?.stop();
    await queues?.stop();
    await streamPoller?.stop();
    await Promise.allSettled([
      app.close(),
      web?.close(),
      sesProxy?.close().finally(() => sesEvents?.close()),
      localDns?.stop(),
      shopifyAdmin?.close(),
      lambda && new Promise<void>((r) => lambda?.server.close(() => r())),
      ...[...children.values()].map((child) => child.stop()),
    ]);
    if (options.dynamo) await returnDynamo(options.dynamo, region);
    lock.release();
    if (ephemeral) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const port = await app.listen(options.port ?? 0, host);
    const origin = `http://localhost:${port}`;
    lambda = await startLambdaInvoke(() => depsRef);
    const webReady = createWeb(options.web ?? 'none', REPO_ROOT, app.server).then((w) => (web = w));
    const track = <T extends { child: ChildService }>(name: StandIn, running: T): T => {
      children.set(name, running.child);
      lock.update({ children: [...children.values()].map((c) => c.pid) });
      return running;
    };
    const results = await Promise.allSettled([
      options.dynamo
        ? borrowDynamo(options.dynamo, region)
        : startDynamo({
            dbDir: ephemeral ? undefined : join(dataDir, 'dynamodb'),
            logFile: logs('dynamodb'),
            region,
          }).then((r) => track('dynamodb', r)),
      startCognito({
        dir: join(dataDir, 'cognito'),
        issuerDomain: `${origin}/cognito`,
        lambdaEndpoint: lambda.endpoint,
        logFile: logs('cognito'),
      }).then((r) => track('cognito', r)),
      startS3({ dir: join(dataDir, 's3'), bucket: LOCAL_BUCKET, logFile: logs('s3') }).then((r) =>
        track('s3', r),
      ),
      startSes({ cwd: dataDir, logFile: logs('ses') }).then((r) => track('ses', r)),
      startQueues({
        region,
        visibilityTimeoutSeconds: options.queues?.visibilityTimeoutSeconds,
        // Queued work survives a restart, or a crash, of a kept data dir (lambdas/local/sqs-journal.ts).
        keepFile: ephemeral ? undefined : join(dataDir, 'sqs', 'messages.json'),
      }).then((q) => (queues = q)),
      webReady,
    ]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const [dynamo, cognito, s3, ses] = results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
      Awaited<ReturnType<typeof borrowDynamo>>,
      Awaited<ReturnType<typeof startCognito>>,
      Awaited<ReturnType<typeof startS3>>,
      Awaited<ReturnType<typeof startSes>>,
    ];

    // Issue 21: SES events (simulator addresses, marks) and throttling in front of the stand-in.
    // Its events are journaled and retried until handled, and replayed at the next start (ses-events-delivery.ts).
    sesEvents = sesEventsDelivery({
      file: join(dataDir, 'ses', 'events.jsonl'),
      deliver: localSesEventPublisher(() => depsRef),
    });
    sesProxy = await startSesProxy({
      upstream: ses.endpoint,
      host: '127.0.0.1',
      region,
      publish: sesEvents.publish,
      tenantsFile: join(dataDir, 'ses', 'tenants.json'),
      mailJournal: join(dataDir, 'ses', 'sent.jsonl'),
    });
    const ddb = dynamoClient(dynamo.endpoint, region);
    const idp = cognitoClient(cognito.endpoint, region);
    const [tableState, pool] = await Promise.all([
      ensureTable(ddb, tableName),
      ensureUserPool(idp, join(dataDir, 'stack.json')),
    ]).finally(() => {
      ddb.destroy();
      idp.destroy();
    });

    // Issue 30: a local DNS stand-in holds the zones published from the DNS dialog (kept in the data dir) and
    // forwards every other name to the system's resolvers. An explicit DNS_SERVERS (tests) keeps its own.
    localDns = process.env.DNS_SERVERS
      ? undefined
      : await startLocalDns({
          zonesFile: ephemeral ? undefined : join(dataDir, 'dns', 'zones.json'),
          upstream: options.dnsUpstream,
        });
    const dnsServers = process.env.DNS_SERVERS ?? localDns?.server;
    // Issue 31: Shopify's Admin API has no local stand-in; this loopback one answers its webhook endpoints.
    shopifyAdmin = await startShopifyAdmin();

    // Issue 20: the root of the signing keys, 32 random bytes created on first start (lambdas/ports/signing.ts).
    const signingSecretFile = join(dataDir, 'signing-secret');
    ensureSigningSecret(signingSecretFile);
    const env: Record<string, string> = {
      STAGE: 'local',
      SIGNING_SECRET_FILE: signingSecretFile,
      // Issue 22: the local server plays CloudFront and adds this to API requests (cloudfront-headers.ts).
      ORIGIN_VERIFY_SECRET: randomBytes(16).toString('hex'),
      AWS_REGION: region,
      TABLE_NAME: tableName,
      ASSETS_BUCKET: LOCAL_BUCKET,
      // 127.0.0.1, not localhost: the email renderer keeps only links and images with a dotted host.
      ASSETS_PUBLIC_BASE: `${origin.replace('//localhost:', '//127.0.0.1:')}/assets`,
      ASSETS_KEY_PREFIX: 'assets/',
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      AI_PROVIDER: process.env.AI_PROVIDER ?? 'offline',
      AWS_ENDPOINT_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_S3: s3.endpoint,
      AWS_ENDPOINT_SES: sesProxy.endpoint,
      AWS_ENDPOINT_COGNITO: cognito.endpoint,
      // Issues 20/21: the local SQS (lambdas/local/sqs.ts) and each queue's URL (QUEUE_URL_<NAME>).
      AWS_ENDPOINT_SQS: (queues as LocalQueues).sqs.endpoint,
      ...(queues as LocalQueues).sqs.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? (options.quiet ? 'WARN' : 'INFO'),
      ...(dnsServers ? { DNS_SERVERS: dnsServers } : {}),
      ...(process.env.DMARC_REPORT_ADDRESS ? { DMARC_REPORT_ADDRESS: process.env.DMARC_REPORT_ADDRESS } : {}),
      // Billing (issue 10): checkout returns to this origin; without keys the local test checkout signs its
      // events with LOCAL_WEBHOOK_SECRET (tests sign theirs with the same).
      SITE_URL: origin,
      STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET,
      SHOPIFY_ADMIN_URL: process.env.SHOPIFY_ADMIN_URL ?? shopifyAdmin.adminUrl,
      // Issue 12: the AI providers' settings pass through (lambdas/config.md).
      ...pick(process.env, [
        'BEDROCK_MODEL_ID',
        'AWS_ENDPOINT_BEDROCK',
        'OPENAI_BASE_URL',
        'OPENAI_API_KEY',
        'OPENAI_MODEL',
        'CHAT_KEEPALIVE_MS',
        'SEND_CHECK_SECONDS',
        'RAMP_STEP_SECONDS',
      ]),
    };
    // Issue 32: one movable clock for every handler of the stack (POST /_local/clock).
    const clock = new OffsetClock();
    const deps = createDeps(env, [], { clock });
    depsRef = deps;
    await seedLocalBlog(deps, options.quiet ?? false);
    scheduler = startScheduler({ deps: () => depsRef, intervalMs: options.scheduleIntervalMs ?? 0, region });
    (queues as LocalQueues).attach(() => depsRef, {
      consumers: options.queues?.consumers ?? true,
      // Campaigns scheduled for later (ports/schedules): checked every 5 s when the scheduler runs at all.
      dueEveryMs: Math.min(options.scheduleIntervalMs ?? 0, 5_000),
    });
    // The table's stream -> the 'dynamodb-stream' triggers (the analytics aggregator), as Lambda would.
    streamPoller = startStreamPoller({
      endpoint: dynamo.endpoint,
      region,
      tableName,
      deps: () => depsRef,
    });
    const mailViewerUrl = `${origin}/_local/mail`;
    app.attach({
      deps,
      clock,
      cognitoEndpoint: cognito.endpoint,
      sesEndpoint: sesProxy.endpoint,
      web: web ?? (await webReady),
      localDns,
      // The production CSP with the built app (e2e runs under it); Vite's dev mode injects inline scripts.
      siteCsp:
        options.web === 'build'
          ? siteContentSecurityPolicy({
              connectOrigins: [new URL(s3.endpoint).origin],
              upgradeInsecureRequests: false,
            })
          : undefined,
      verifyJwt: createJwtVerifier({
        issuer: `${origin}/cognito/${pool.userPoolId}`,
        jwksUri: `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
        clientId: pool.userPoolClientId,
      }),
      runtimeConfig: (requestOrigin) => ({
        stage: 'local',
        apiBase: '/api',
        region,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        userPoolEndpoint: `${requestOrigin}/cognito`,
        aiProvider: deps.config.aiProvider,
        mailViewerUrl: `${requestOrigin}/_local/mail`,
      }),
    });
    lock.update({ url: origin });

    const shown = (dir: string) => {
      const rel = relative(process.cwd(), join(dataDir, dir));
      return rel.startsWith('..') ? join(dataDir, dir) : rel;
    };
    const services: ServiceInfo[] = [
      {
        name: 'DynamoDB Local',
        url: dynamo.endpoint,
        detail: `table ${tableName} ${tableState}; data: ${ephemeral || options.dynamo ? 'in memory' : shown('dynamodb')}`,
      },
      {
        name: 'cognito-local',
        url: cognito.endpoint,
        detail: `pool ${pool.userPoolId}, client ${pool.userPoolClientId}; data: ${shown('cognito')}`,
      },
      { name: 's3rver', url: s3.endpoint, detail: `bucket ${LOCAL_BUCKET} (CORS); data: ${shown('s3')}` },
      {
        name: 'SES v2 local',
        url: ses.endpoint,
        // The stand-in keeps mail in memory; the SES proxy's journal replays it at the next start.
        detail: `sent mail shown at ${mailViewerUrl}; data: ${ephemeral ? 'until the stack stops' : `${shown(join('ses', 'sent.jsonl'))} (survives a restart)`}`,
      },
      { name: 'Lambda invoke', url: lambda.endpoint, detail: 'PreSignUp -> lambdas/handlers/pre-sign-up.ts' },
      {
        name: 'SQS (fauxqs)',
        url: (queues as LocalQueues).sqs.endpoint,
        detail: (queues as LocalQueues).detail(),
      },
      ...(localDns
        ? [
            {
              name: 'Local DNS (dns2)',
              url: `dns://${localDns.server}`,
              detail: `zones published from the DNS dialog; other names: system resolver; data: ${ephemeral ? 'in memory' : shown('dns')}`,
            },
          ]
        : []),
      { name: 'API + web', url: origin, detail: `routes: ${routes.length}; web: ${options.web ?? 'none'}` },
    ];

    let stopping: Promise<void> | undefined;
    return {
      url: origin,
      mailViewerUrl,
      dataDir,
      ports: {
        app: port,
        dynamodb: dynamo.port,
        cognito: cognito.port,
        s3: s3.port,
        ses: ses.port,
        lambda: lambda.port,
        sqs: (queues as LocalQueues).sqs.port,
        ...(localDns ? { dns: localDns.port } : {}),
      },
      localDns,
      queues: queues as LocalQueues,
      drainQueues: (timeoutMs) => (queues as LocalQueues).drainQueues(timeoutMs),
      stopConsumers: () => (queues as LocalQueues).stopConsumers(),
      startConsumers: () => (queues as LocalQueues).startConsumers(),
      sendDueSchedules: (now) => (queues as LocalQueues).sendDueSchedules(now),
      env,
      services,
      runSchedule: (id) => (scheduler as Scheduler).run(id),
      drainStreams: () => (streamPoller as StreamPoller).drain(),
      children: [...children].map(([name, child]) => ({ name, pid: child.pid })),
      async stopService(name) {
        const child = children.get(name);
        const portOf = { dynamodb: dynamo.port, cognito: cognito.port, s3: s3.port, ses: ses.port }[name];
        await child?.stop();
        children.delete(name);
        await waitFor(
          `${name} to release its port`,
          async () => ((await isListening(portOf)) ? undefined : true),
          10_000,
        );
      },
      stop() {
        stopping ??= (async () => {
          // A borrowed DynamoDB Local goes on serving its other stacks.
          const ports = [
            port,
            ...(options.dynamo ? [] : [dynamo.port]),
            cognito.port,
            s3.port,
            ses.port,
            (queues as LocalQueues).sqs.port,
          ];
          await stopAll();
          await waitFor(
            'ports to be released',
            async () =>
              (await Promise.all(ports.map((p) => isListening(p)))).some(Boolean) ? undefined : true,
            10_000,
          );
        })();
        return stopping;
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function signalGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function pick(env: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((n) => (env[n] ? [[n, env[n]]] : [])));
}
