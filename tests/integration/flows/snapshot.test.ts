/**
 * Issue 32: a live flow's email step sends the snapshot taken when its version went live
 * (snapshotFlowEmails), not the project as edited since, as campaigns send their snapshot.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { enroll } from '../../../lambdas/domain/flows/enroll';
import { snapshotFlowEmails } from '../../../lambdas/domain/flows/snapshot-emails';
import { newContactItem, putNewContacts } from '../../../lambdas/domain/items/contact';
import { flowWrite, type FlowRecord } from '../../../lambdas/domain/items/flow';
import { putFlowSettings } from '../../../lambdas/domain/items/flow-settings';
import { flowVersionWrite } from '../../../lambdas/domain/items/flow-version';
import { projectContentWrite } from '../../../lambdas/domain/items/project-content';
import { keys } from '../../../lambdas/table';
import { flowDefinitionSchema, flowSettingsSchema } from '../../../shared/contracts/flows';
import { parseEmailDocument, renderEmailHtml } from '../../../shared/email';
import { useQueueStack } from '../helpers/queue-stack';

const q = useQueueStack();
let client: DynamoDBClient | undefined;
let dynamo: DynamoStore | undefined;
const store = () => {
  const { env } = q.stack;
  client ??= new DynamoDBClient({
    endpoint: env.AWS_ENDPOINT_DYNAMODB,
    region: env.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  dynamo ??= new DynamoStore(client, env.TABLE_NAME as string);
  return dynamo;
};
afterAll(() => client?.destroy());

interface SentMail {
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
}
const mailsTo = async (to: string): Promise<SentMail[]> =>
  (
    (await (await fetch(`${q.stack.env.AWS_ENDPOINT_SES}/store`)).json()) as { emails: SentMail[] }
  ).emails.filter((e) => e.destination.to.includes(to));

/** Saves the project's email as the editor would: one text saying `words`. */
async function saveEmail(accountId: string, projectId: string, words: string, version: number) {
  const parsed = parseEmailDocument({
    name: 'Welcome',
    sections: [{ id: 's1', elements: [{ id: 't1', type: 'text', content: words }] }],
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const document = parsed.data;
  const at = new Date().toISOString();
  await store().transact([
    projectContentWrite(accountId, projectId, {
      document,
      html: renderEmailHtml(document),
      version,
      updatedAt: at,
    }),
  ]);
}

describe('flow email snapshots (issue 32)', () => {
  it('sends what the email said when the flow went live, after the project was edited', async () => {
    const accountId = randomUUID();
    const contactId = randomUUID();
    const projectId = randomUUID();
    const email = `${contactId}@example.com`;
    const at = new Date().toISOString();
    const domain = `snap-${accountId.slice(0, 8)}.example.com`;
    await store().put({
      ...keys.setup(accountId),
      id: randomUUID(),
      userId: accountId,
      domain,
      overallDnsStatus: 'verified',
    });
    await putFlowSettings(store(), accountId, flowSettingsSchema.parse({ quietHours: null }));
    await putNewContacts(store(), [
      newContactItem(accountId, {
        contactId,
        email,
        emailHash: contactId,
        status: 'subscribed',
        consent: { source: 'manual', at },
        at,
      }),
    ]);
    await saveEmail(accountId, projectId, 'Words of the live version', 1);
    const definition = flowDefinitionSchema.parse({
      trigger: { type: 'subscribed' },
      steps: [{ id: 'mail-1', type: 'email', projectId, subject: 'Welcome in', smartSending: true }],
    });
    const flow: FlowRecord = {
      accountId,
      flowId: randomUUID(),
      name: 'Welcome',
      status: 'live',
      version: 1,
      wentLive: true,
      definition,
      createdAt: at,
      updatedAt: at,
    };
    await store().transact([flowWrite(flow), flowVersionWrite(accountId, flow.flowId, 1, definition, at)]);
    expect(await snapshotFlowEmails(store(), accountId, flow.flowId, 1, definition)).toEqual(['mail-1']);

    await saveEmail(accountId, projectId, 'Words edited after going live', 2);
    const entered = await enroll(
      store(),
      { now: () => new Date() },
      {
        accountId,
        flowId: flow.flowId,
        version: 1,
        reentry: { mode: 'once' },
        firstStepId: 'mail-1',
        contactId,
        entryId: 'sub-1',
      },
    );
    expect(entered.enrolled).toBe(true);
    await q.stack.runSchedule('flowSweep');
    await q.stack.drainQueues();

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['Welcome in']);
    expect(mails[0]?.body.html).toContain('Words of the live version');
    expect(mails[0]?.body.html).not.toContain('Words edited after going live');
  }, 60_000);
});
