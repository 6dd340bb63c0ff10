/**
 * Seeding for the time-driven trigger tests (issue 32: yearly dates, win-back) on a flow stack: a live flow
 * written through its items (as a flow that went live), a contact with custom fields, a Placed Order at a
 * given time (recordCommerceEvent, as the API stores it).
 */
import { randomUUID } from 'node:crypto';
import { recordCommerceEvent } from '../../../lambdas/domain/commerce/record-event';
import { indexFlowTriggers } from '../../../lambdas/domain/flows/triggers/trigger-index';
import { newContactItem, putNewContacts } from '../../../lambdas/domain/items/contact';
import { flowWrite, type FlowRecord } from '../../../lambdas/domain/items/flow';
import { flowVersionWrite } from '../../../lambdas/domain/items/flow-version';
import { parseCommerceEvent } from '../../../shared/contracts/commerce-events';
import { flowDefinitionSchema } from '../../../shared/contracts/flows';
import type { FlowStack } from './scenario-support';

export async function liveFlow(st: FlowStack, accountId: string, definition: unknown): Promise<FlowRecord> {
  const parsed = flowDefinitionSchema.parse(definition);
  const at = new Date().toISOString();
  const flow: FlowRecord = {
    ...{ accountId, flowId: randomUUID(), name: 'Flow', status: 'live', version: 1, wentLive: true },
    ...{ definition: parsed, createdAt: at, updatedAt: at },
  };
  await st.store().transact([flowWrite(flow), flowVersionWrite(accountId, flow.flowId, 1, parsed, at)]);
  await indexFlowTriggers(st.store(), accountId, flow);
  return flow;
}

export async function contactWith(st: FlowStack, accountId: string, fields: Record<string, string> = {}) {
  const contactId = randomUUID();
  const address = `${contactId}@example.com`;
  const at = new Date().toISOString();
  await putNewContacts(st.store(), [
    newContactItem(accountId, {
      ...{ contactId, email: address, emailHash: contactId.replace(/-/g, ''), status: 'subscribed' },
      ...{ consent: { source: 'manual', at }, at, fields },
    }),
  ]);
  return { contactId, email: address };
}

export async function placedOrder(st: FlowStack, accountId: string, contactId: string, occurredAt: Date) {
  const item = { id: 'sku-1', name: 'Fig candle', quantity: 1, price: 40 };
  const parsed = parseCommerceEvent('Placed Order', {
    ...{ order_id: randomUUID(), items: [item], value: 40, currency: 'EUR' },
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const now = await st.now();
  const out = await recordCommerceEvent(st.store(), {
    ...{ accountId, contactId, event: parsed.event, source: 'api', now },
    occurredAt: occurredAt.toISOString(),
  });
  if (!out.stored) throw new Error('not stored');
}
