/**
 * Flow data for the benches (tests/bench/flows*.ts, issue 32), written through the items modules: a shop
 * (verified domain, one email project, its automation settings), contacts, a live flow, and enrollments
 * in bulk (BatchWriteItem of the enrollment module's items, several batches at once).
 */
import { randomUUID } from 'node:crypto';
import { newContactItem } from '../../lambdas/domain/items/contact';
import { flowWrite, type FlowRecord } from '../../lambdas/domain/items/flow';
import { enrollmentItem, type EnrollmentRecord } from '../../lambdas/domain/items/flow-enrollment';
import { putFlowSettings } from '../../lambdas/domain/items/flow-settings';
import { flowVersionWrite } from '../../lambdas/domain/items/flow-version';
import { documentFromJson, projectContentWrite } from '../../lambdas/domain/items/project-content';
import { putMany, type Item, type Store } from '../../lambdas/ports/store';
import { flowDefinitionSchema, flowSettingsSchema } from '../../shared/contracts/flows';
import { emailDocument, seedAccount } from './sending-data';

/** A premium shop with a verified domain and one email; no quiet hours, no smart sending (each contact once). */
export async function seedFlowShop(store: Store, ses: string) {
  const account = await seedAccount({ store, ses });
  const projectId = randomUUID();
  const document = documentFromJson(emailDocument('Hello {{first_name|there}}!'));
  if (!document) throw new Error('the bench email did not parse');
  const at = new Date().toISOString();
  await store.transact([
    projectContentWrite(account.sub, projectId, { document, html: '', version: 1, updatedAt: at }),
  ]);
  await putFlowSettings(
    store,
    account.sub,
    flowSettingsSchema.parse({ quietHours: null, smartSendingHours: 0 }),
  );
  return { accountId: account.sub, projectId };
}

/** A live flow of one email (version 1). */
export async function seedEmailFlow(store: Store, accountId: string, projectId: string): Promise<FlowRecord> {
  const definition = flowDefinitionSchema.parse({
    trigger: { type: 'subscribed' },
    steps: [{ id: 'e1', type: 'email', projectId, subject: 'Welcome', smartSending: false }],
    reentry: { mode: 'every-time' },
  });
  const at = new Date().toISOString();
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
  await store.transact([flowWrite(flow), flowVersionWrite(accountId, flow.flowId, 1, definition, at)]);
  return flow;
}

/** Puts `items` as BatchWriteItems of 25, `parallel` calls at once. */
export async function putInParallel(store: Store, items: Item[], parallel = 8): Promise<void> {
  const chunks: Item[][] = [];
  for (let i = 0; i < items.length; i += 250) chunks.push(items.slice(i, i + 250));
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) await putMany(store, chunk);
    }),
  );
}

/** `n` subscribed contacts `{prefix}{i}@bench.example.com`; their ids. */
export async function seedFlowContacts(store: Store, accountId: string, prefix: string, n: number) {
  const at = new Date().toISOString();
  const ids = Array.from({ length: n }, () => randomUUID());
  await putInParallel(
    store,
    ids.map((contactId, i) =>
      newContactItem(accountId, {
        contactId,
        email: `${prefix}${i}@bench.example.com`,
        emailHash: contactId.replace(/-/g, ''),
        status: 'subscribed',
        consent: { source: 'manual', at },
        at,
      }),
    ),
  );
  return ids;
}

/** Enrollments of `flow` at its first step, due at `dueAt(i)`, for the given contact ids. */
export function enrollmentsOf(flow: FlowRecord, contactIds: string[], dueAt: (i: number) => string) {
  const enteredAt = new Date().toISOString();
  return contactIds.map((contactId, i): EnrollmentRecord => ({
    accountId: flow.accountId,
    flowId: flow.flowId,
    enrollmentId: `${contactId}#bench`,
    contactId,
    version: 1,
    enteredAt,
    stepId: 'e1',
    seq: 0,
    dueAt: dueAt(i),
  }));
}

export const seedEnrollments = (store: Store, records: EnrollmentRecord[]) =>
  putInParallel(store, records.map(enrollmentItem));
