/**
 * Benchmark: the AI chat (issue 12).
 *
 *   npx tsx tests/bench/ai-chat.ts [--write]
 *
 * Budgets (exit 1 when missed):
 * 1. Model calls per turn = 1: a scripted session of five turns (clarification, first email, minor edit,
 *    answer, and one invalid change repaired) through the real local server and chat handler, with the
 *    real Bedrock SDK talking to a loopback ConverseStream server (HTTP/2, AWS event-stream) that
 *    counts requests. Every turn but the repaired one must cost exactly one request; the repaired one two.
 * 2. Prompt size: the compact document of tests/fixtures/email/reference-email.json (with its key legend) under half of
 *    JSON.stringify(doc, null, 2), in bytes and in tokens estimated as bytes/4.
 * 3. Time from the provider's first streamed byte (the loopback server writing its first frame) to the
 *    first answer token reaching the client over the local server: median of 30 Just Ask turns < 100 ms.
 * The store is an in-memory stand-in (the database is not what is measured; the same handler runs on
 * DynamoDB Local in tests/integration/ai) and the token check is replaced by a fixed subject.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AI_CHAT_PATH, type ChatEvent } from '../../shared/contracts/ai';
import { emailDocumentSchema, parseEmailDocument } from '../../shared/email';
import { contentItem } from '../../lambdas/domain/items/project-content';
import { compactDocument } from '../../lambdas/domain/ai/compact-document';
import { COMPACT_FORM_NOTE } from '../../lambdas/domain/ai/compact-keys';
import { keys } from '../../lambdas/table';
import { bedrockClientFor, startBedrockServer, type Reply } from '../support/bedrock-server';
import { startChatServer } from '../support/chat-server';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const SUB = 'bench-user';

const bedrock = await startBedrockServer();
const client = bedrockClientFor(bedrock);
const { store, port, close } = await startChatServer(client, SUB);

async function project(document?: unknown): Promise<string> {
  const id = `p${Math.random().toString(36).slice(2)}`;
  await store.put({ ...keys.project(SUB, id), id, name: id, version: 1 });
  if (document) {
    const doc = emailDocumentSchema.parse(document);
    await store.put(
      contentItem(SUB, id, { document: doc, html: '', version: 1, updatedAt: new Date().toISOString() }),
    );
  }
  return id;
}

async function turn(projectId: string, message: string, mode: string) {
  const res = await fetch(`http://127.0.0.1:${port}${AI_CHAT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
    body: JSON.stringify({ projectId, message, mode }),
  });
  const events: ChatEvent[] = [];
  let firstTextAt: number | undefined;
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    for (let nl; (nl = buffer.indexOf('\n')) >= 0; buffer = buffer.slice(nl + 1)) {
      const e = JSON.parse(buffer.slice(0, nl)) as ChatEvent;
      if (e.type === 'text' && firstTextAt === undefined) firstTextAt = performance.now();
      events.push(e);
    }
  }
  return { status: res.status, events, firstTextAt };
}

// 1. Calls per turn over a scripted session.
const draft = {
  sections: [
    {
      id: 's',
      elements: [
        { id: 'h', type: 'header', content: 'Hi' },
        { id: 'b', type: 'button', content: 'Go' },
      ],
    },
  ],
};
const edit = (id: string, content: string) => ({
  change_type: 'element_edit',
  target_id: id,
  new_content: { id, type: 'header', content },
});
const session: { name: string; mode: string; doc?: unknown; replies: Reply[]; expected: number }[] = [
  {
    name: 'clarification',
    mode: 'major',
    replies: [
      { tool: 'ask_clarification', input: { question: 'For whom?', suggestions: ['New subscribers'] } },
    ],
    expected: 1,
  },
  {
    name: 'first email',
    mode: 'major',
    replies: [
      {
        tool: 'propose_changes',
        input: {
          rationale: 'r',
          changes: [
            {
              change_type: 'section_add',
              new_content: { id: 'x', elements: [{ id: 'x1', type: 'text', content: 'Welcome' }] },
            },
          ],
        },
      },
    ],
    expected: 1,
  },
  {
    name: 'minor edit',
    mode: 'edit',
    doc: draft,
    replies: [{ tool: 'propose_changes', input: { rationale: 'r', changes: [edit('h', 'Hello')] } }],
    expected: 1,
  },
  {
    name: 'answer',
    mode: 'ask',
    doc: draft,
    replies: [{ tool: 'answer', input: { message: 'Two elements.' } }],
    expected: 1,
  },
  {
    name: 'repaired change',
    mode: 'major',
    doc: draft,
    replies: [
      { tool: 'propose_changes', input: { rationale: 'r', changes: [edit('zz', 'x')] } },
      { tool: 'propose_changes', input: { rationale: 'r', changes: [edit('h', 'Hey')] } },
    ],
    expected: 2,
  },
];
const rows: string[] = [];
let callsOk = true;
for (const s of session) {
  const id = await project(s.doc);
  bedrock.script(s.replies);
  const before = bedrock.requests.length;
  const r = await turn(id, 'go', s.mode);
  const calls = bedrock.requests.length - before;
  const done = r.events.some((e) => e.type === 'done');
  if (calls !== s.expected || !done) callsOk = false;
  rows.push(`| ${s.name} | ${calls} | ${s.expected} | ${done ? 'done' : 'no result'} |`);
}
const plainTurns = session.filter((s) => s.expected === 1).length;
const sessionRequests = bedrock.requests.length;

// 2. Prompt size.
const parsed = parseEmailDocument(
  JSON.parse(readFileSync(join(root, 'tests/fixtures/email/reference-email.json'), 'utf8')),
  { strict: true },
);
if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
const pretty = Buffer.byteLength(JSON.stringify(parsed.data, null, 2));
const compact = Buffer.byteLength(compactDocument(parsed.data));
// The short keys are explained once in the system prompt: that note is counted with the document.
const legend = Buffer.byteLength(COMPACT_FORM_NOTE);
const sizeOk = compact + legend < pretty / 2;

// 3. Provider first byte -> first token at the client, over the local server.
const ttft: number[] = [];
const askId = await project(draft);
for (let i = 0; i < 35; i++) {
  bedrock.script([
    { tool: 'answer', input: { message: 'The email has two elements and no images.' }, chunk: 8 },
  ]);
  const r = await turn(askId, 'How long is it?', 'ask');
  const first = bedrock.firstByteAt.at(-1)!;
  if (i >= 5 && r.firstTextAt !== undefined) ttft.push(r.firstTextAt - first);
}
const ttftMedian = median(ttft);
const ttftOk = ttft.length === 30 && ttftMedian < 100;

const md = [
  '# AI chat benchmark (issue 12)',
  '',
  'Command: `npx tsx tests/bench/ai-chat.ts` (real Bedrock SDK against a loopback HTTP/2 ConverseStream server, real local server and chat handler, in-memory store).',
  '',
  '## Model calls per turn (budget: 1; the repaired turn 2)',
  '',
  '| turn | requests | expected | result |',
  '|---|---|---|---|',
  ...rows,
  '',
  `Model calls per turn: 1 (${plainTurns} unrepaired turns, one request each; the repaired turn 2). ${sessionRequests} requests for ${session.length} turns. ${callsOk ? 'within budget' : 'OVER BUDGET'}`,
  '',
  '## Prompt size of the reference email (budget: compact < half of pretty JSON)',
  '',
  '| form | bytes | tokens (bytes/4) |',
  '|---|---|---|',
  `| JSON.stringify(doc, null, 2) | ${pretty} | ${Math.round(pretty / 4)} |`,
  `| compact (short keys, properties on the element, no defaults or empties, no HTML) | ${compact} | ${Math.round(compact / 4)} |`,
  `| the system prompt's note on the form (key legend) | ${legend} | ${Math.round(legend / 4)} |`,
  '',
  `ratio ${(compact / pretty).toFixed(3)} (${((compact + legend) / pretty).toFixed(3)} with the note) ${sizeOk ? 'within budget' : 'OVER BUDGET'}`,
  '',
  '## Provider first byte -> first token at the client (budget: median < 100 ms)',
  '',
  `median ${ttftMedian.toFixed(1)} ms, min ${Math.min(...ttft).toFixed(1)} ms, max ${Math.max(...ttft).toFixed(1)} ms over ${ttft.length} Just Ask turns (5 warm-up turns not counted). ${ttftOk ? 'within budget' : 'OVER BUDGET'}`,
  '',
].join('\n');
console.log(md);
if (process.argv.includes('--write')) {
  mkdirSync(join(root, 'docs/bench'), { recursive: true });
  writeFileSync(join(root, 'docs/bench/ai-chat.md'), md);
}
client.destroy();
await close();
await bedrock.close();
process.exit(callsOk && sizeOk && ttftOk ? 0 : 1);
