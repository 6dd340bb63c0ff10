/**
 * Benchmark: the contact list (issue 20), over the real local stack (DynamoDB Local in memory, cognito-local,
 * the API server), through HTTP as the browser calls it.
 *
 *   npx tsx tests/bench/contacts.ts [runs]      (or: npm run bench -- contacts)
 *
 * Two accounts: 100 contacts and 100,000 contacts, seeded straight into the table in the routes' own layout
 * (lambdas/domain/items/contact.ts: the contact items with both index keys, and the COUNTS item)
 * with BatchWriteItem, 25 items a request. The email claims are left out: the list never reads them (they
 * live in the base table partition; the list reads gsi1 / gsi2).
 * Each measured page is timed through HTTP, alternating the two accounts after a warm-up; the budget is the
 * median of the 100,000 account within 1.5x of the 100 account's, for every kind of page: the first page, a
 * "Show more" page (the cursor of page 3), a status filter (gsi1) and a tag filter. The database calls per
 * page are counted by running the same domain function (listContacts) over a counting Store: exactly one
 * Query each. Prints the table; `--write` writes docs/bench/contacts.md; exits 1 when over budget.
 */
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoStore } from '../../lambdas/adapters/aws/dynamo-store';
import { newContactItem } from '../../lambdas/domain/items/contact';
import { listContacts, type ListInput } from '../../lambdas/domain/contacts/list-contacts';
import { startStack } from '../../lambdas/local/stack';
import { keys } from '../../lambdas/table';
import { contactListResponseSchema, type ContactStatus } from '../../shared/contracts/contacts';
import { benchArgs, report } from './report';
import { countingStore } from '../support/counting-store';

const BUDGET = 1.5;
const RUNS = Number(benchArgs()[0] ?? 40);
const WARMUP = 8;
const SMALL = 100;
const LARGE = 100_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Every 10th contact unsubscribed, every 7th tagged 'spring' (so filters find some in both accounts). */
const statusOf = (i: number): ContactStatus => (i % 10 === 9 ? 'unsubscribed' : 'subscribed');
const tagsOf = (i: number) => (i % 7 === 0 ? ['spring'] : []);

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const stack = await startStack({ ephemeral: true, web: 'none', quiet: true });
  const base = `http://127.0.0.1:${stack.ports.app}`;
  const dynamo = new DynamoDBClient({
    endpoint: stack.env.AWS_ENDPOINT_DYNAMODB,
    region: stack.env.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const doc = DynamoDBDocumentClient.from(dynamo);
  const tableName = stack.env.TABLE_NAME as string;
  const store = new DynamoStore(dynamo, tableName);
  const idp = new CognitoIdentityProviderClient({
    endpoint: `${base}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const clientId = stack.env.USER_POOL_CLIENT_ID as string;

  const get = async (path: string, token: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body: unknown = await res.json();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return { ms: performance.now() - t0, body: contactListResponseSchema.parse(body) };
  };

  async function account(count: number) {
    const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Jungle-passw0rd!';
    const out = await idp.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const auth = await idp.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const sub = out.UserSub as string;
    const at = new Date().toISOString();
    const items = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, k) => {
        const i = from + k;
        return newContactItem(sub, {
          contactId: randomUUID(),
          email: `person${String(i).padStart(6, '0')}@shop${i % 97}.test`,
          emailHash: randomUUID().replace(/-/g, ''),
          firstName: `First${i}`,
          lastName: `Last${i}`,
          tags: tagsOf(i),
          status: statusOf(i),
          consent: { source: 'import', at, attestation: 'These people agreed to receive email from me' },
          at,
        });
      });
    const started = performance.now();
    const CHUNK = 25;
    const PARALLEL = 8;
    for (let i = 0; i < count; i += CHUNK * PARALLEL) {
      await Promise.all(
        Array.from({ length: PARALLEL }, async (_, p) => {
          const from = i + p * CHUNK;
          if (from >= count) return;
          let requests = items(from, Math.min(count, from + CHUNK)).map((item) => ({
            PutRequest: { Item: item as unknown as Record<string, unknown> },
          }));
          while (requests.length > 0) {
            const res = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
            requests = (res.UnprocessedItems?.[tableName] ?? []) as typeof requests;
          }
        }),
      );
    }
    const unsubscribed = Math.floor((count + 0) / 10);
    await store.put({
      ...keys.contactCounts(sub),
      subscribed: count - unsubscribed,
      pending: 0,
      unsubscribed,
      bounced: 0,
      complained: 0,
    });
    const seedSeconds = (performance.now() - started) / 1000;
    return { token: auth.AuthenticationResult?.IdToken as string, sub, seedSeconds };
  }

  try {
    const small = await account(SMALL);
    console.log(`seeded ${SMALL} contacts in ${small.seedSeconds.toFixed(1)} s`);
    const large = await account(LARGE);
    console.log(`seeded ${LARGE} contacts in ${large.seedSeconds.toFixed(1)} s`);

    // The "Show more" page: the cursor after two pages of 20 (page 3), for each account.
    const cursorOf = async (token: string) => {
      let cursor: string | null = null;
      for (let page = 0; page < 2; page++)
        cursor = (await get(`/api/contacts?limit=20${cursor ? `&cursor=${cursor}` : ''}`, token)).body
          .nextCursor;
      return cursor as string;
    };
    const cursors = { small: await cursorOf(small.token), large: await cursorOf(large.token) };
    const kinds: { name: string; query: (c: string) => string; input: (c: string) => ListInput }[] = [
      { name: 'first page (50)', query: () => '', input: () => ({}) },
      {
        name: '"Show more": page 3 (20, cursor)',
        query: (c) => `limit=20&cursor=${c}`,
        input: (c) => ({ limit: 20, cursor: c }),
      },
      {
        name: 'status filter: unsubscribed (gsi1)',
        query: () => 'status=unsubscribed',
        input: () => ({ status: 'unsubscribed' }),
      },
      { name: 'tag filter: spring', query: () => 'tag=spring', input: () => ({ tag: 'spring' }) },
    ];

    const rows: string[] = [];
    let ok = true;
    for (const kind of kinds) {
      const times = { small: [] as number[], large: [] as number[] };
      for (let i = 0; i < RUNS + WARMUP; i++) {
        const a = await get(`/api/contacts?${kind.query(cursors.small)}`, small.token);
        const b = await get(`/api/contacts?${kind.query(cursors.large)}`, large.token);
        if (i >= WARMUP) {
          times.small.push(a.ms);
          times.large.push(b.ms);
        }
      }
      const calls = [];
      for (const [acct, cursor] of [
        [small, cursors.small],
        [large, cursors.large],
      ] as const) {
        const c = countingStore(store);
        await listContacts(c.store, acct.sub, kind.input(cursor));
        calls.push(c.calls.join('+'));
      }
      const ratio = median(times.large) / median(times.small);
      const oneQuery = calls.every((c) => c === 'queryPage');
      ok &&= ratio <= BUDGET && oneQuery;
      rows.push(
        `| ${kind.name} | ${ms(median(times.small))} | ${ms(median(times.large))} | ${ratio.toFixed(2)}x | ${calls.join(' / ')} |`,
      );
    }

    await report(
      'contacts',
      [
        '# Contacts: list page cost, 100 vs 100,000 contacts (issue 20)',
        '',
        `Command: \`npx tsx tests/bench/contacts.ts ${RUNS}\` (local stack: DynamoDB Local in memory, HTTP through the local API server; medians of ${RUNS} alternating calls after ${WARMUP} warm-up calls).`,
        `Seeding with BatchWriteItem: ${SMALL} contacts in ${small.seedSeconds.toFixed(1)} s, ${LARGE.toLocaleString('en-US')} in ${large.seedSeconds.toFixed(1)} s.`,
        '',
        `| page | ${SMALL} contacts | ${LARGE.toLocaleString('en-US')} contacts | ratio (budget <= ${BUDGET}x) | DB calls per page (100 / 100,000) |`,
        '|---|---|---|---|---|',
        ...rows,
        '',
        ok
          ? 'Within budget: every page is one Query, whose cost follows the page size, not the number of contacts.'
          : 'OVER BUDGET.',
        '',
      ].join('\n'),
    );
    if (!ok) process.exitCode = 1;
  } finally {
    dynamo.destroy();
    idp.destroy();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
