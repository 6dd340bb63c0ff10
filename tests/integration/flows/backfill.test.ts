/**
 * Issue 32: a yearly-date or win-back flow going live counts from history (domain/flows/triggers/
 * backfill.ts), on a stack of its own with its clock: a birthday stored before its date index was kept
 * gets the email at 09:00; a 90-day win-back switched live over HTTP enrolls whoever last ordered 100 days
 * ago at the next sweep, whoever ordered 30 days ago at that order + 90 days, nobody without an order, and
 * a backfill run again enrolls nobody twice.
 */
import { describe, expect, it } from 'vitest';
import { createDeps } from '../../../lambdas/deps';
import { startTriggerBackfill } from '../../../lambdas/domain/flows/triggers/backfill';
import { occurrenceInstant } from '../../../lambdas/domain/flows/triggers/yearly-dates';
import { contactsOnDate, deleteContactDateWrite } from '../../../lambdas/domain/items/contact-date';
import { getFlow } from '../../../lambdas/domain/items/flow';
import { contactEnrollments } from '../../../lambdas/domain/items/flow-enrollment';
import { getIdleTimer } from '../../../lambdas/domain/items/flow-idle-timer';
import { putSweptUntil } from '../../../lambdas/domain/items/flow-sweep';
import { putTriggerSweptUntil } from '../../../lambdas/domain/items/flow-trigger-sweep';
import { queuePort } from '../../../lambdas/wiring/queue';
import { newUser } from '../helpers/cognito';
import { email, seedShop, useFlowStack } from './scenario-support';
import { definitionOf, detailOf, flowStackTools, tag } from './support';
import { contactWith, liveFlow, placedOrder } from './time-trigger-support';

const s = useFlowStack();
const t = flowStackTools(s.q);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
let deps: ReturnType<typeof createDeps<typeof queuePort>> | undefined;
const queue = () => (deps ??= createDeps(s.q.stack.env, [queuePort])).ports.queue;

/** The flow's backfill queued again, as a resume does, and run to its end. */
async function backfillAgain(accountId: string, flowId: string) {
  const flow = await getFlow(s.store(), accountId, flowId);
  expect(await startTriggerBackfill(queue(), flow!)).toBe(true);
  await s.q.stack.drainQueues();
}

const enrollmentsOf = (accountId: string, contactId: string) =>
  contactEnrollments(s.store(), accountId, contactId);

describe('backfill when a date or win-back flow goes live (issue 32)', () => {
  it('a birthday stored without its date index item gets the email at 09:00 after the flow goes live', async () => {
    const shop = await seedShop(s);
    const day = new Date((await s.now()).getTime() + DAY).toISOString().slice(0, 10);
    const monthDay = day.slice(5);
    const fields = { timeZone: 'Asia/Tokyo', birthday: `1990-${monthDay}` };
    const c = await contactWith(s, shop.accountId, fields);
    await s.q.stack.drainStreams();
    // As stored before the index was kept off the stream: the contact's date, no index item.
    const date = { accountId: shop.accountId, contactId: c.contactId, field: 'birthday', monthDay };
    await s.store().transact([deleteContactDateWrite({ ...date, zone: 'Asia/Tokyo' })]);
    expect(await contactsOnDate(s.store(), shop.accountId, 'birthday', monthDay)).toEqual([]);
    const flow = await liveFlow(s, shop.accountId, {
      trigger: { type: 'date-property', field: 'birthday', offsetDays: 0, at: '09:00' },
      steps: [email('e1', shop.projectId, false)],
    });
    await backfillAgain(shop.accountId, flow.flowId);
    expect(await contactsOnDate(s.store(), shop.accountId, 'birthday', monthDay)).toEqual([
      { ...date, zone: 'Asia/Tokyo' },
    ]);
    await backfillAgain(shop.accountId, flow.flowId); // the same item, nothing more
    expect(await contactsOnDate(s.store(), shop.accountId, 'birthday', monthDay)).toHaveLength(1);
    const nine = occurrenceInstant(day, '09:00', 'Asia/Tokyo');
    await s.moveTo(new Date(nine.getTime() - 2 * MIN));
    await s.sweep();
    expect(await s.mailsTo(c.email)).toHaveLength(0);
    await s.moveTo(nine);
    await s.sweep();
    expect(await s.mailsTo(c.email)).toHaveLength(1);
    const [entered] = await enrollmentsOf(shop.accountId, c.contactId);
    expect(entered?.enteredAt).toBe(nine.toISOString());
  });

  it('a 90-day win-back going live enrolls from past orders: at once, at order + 90 days, never', async () => {
    const ann = await newUser('backfill-ann', s.q.target);
    const definition = {
      ...definitionOf([tag('s1', 'won-back')]),
      trigger: { type: 'no-event', eventName: 'Placed Order', days: 90 },
    };
    const created = await t.api('POST', '/api/flows', ann.idToken, { name: 'Win-back', definition });
    const flow = detailOf(created, 201);
    const [lapsed, recent, never] = [
      await contactWith(s, ann.sub),
      await contactWith(s, ann.sub),
      await contactWith(s, ann.sub),
    ];
    const start = await s.now();
    const lapsedAt = new Date(start.getTime() - 100 * DAY);
    const recentAt = new Date(start.getTime() - 30 * DAY);
    await placedOrder(s, ann.sub, lapsed.contactId, lapsedAt);
    await placedOrder(s, ann.sub, recent.contactId, recentAt);
    await s.q.stack.drainStreams(); // the orders arrive while no flow listens: no timer yet
    expect(await getIdleTimer(s.store(), ann.sub, flow.flowId, lapsed.contactId)).toBeUndefined();

    const status = { status: 'live' };
    detailOf(await t.api('POST', `/api/flows/${flow.flowId}/status`, ann.idToken, status));
    await s.q.stack.drainQueues();
    const recentDue = new Date(recentAt.getTime() + 90 * DAY);
    const timerOf = (contactId: string) => getIdleTimer(s.store(), ann.sub, flow.flowId, contactId);
    expect((await timerOf(recent.contactId))?.dueAt).toBe(recentDue.toISOString());
    expect(await timerOf(never.contactId)).toBeUndefined();
    await s.sweep();
    const [entered] = await enrollmentsOf(ann.sub, lapsed.contactId);
    expect(entered?.enrollmentId).toBe(`${lapsed.contactId}#idle#${lapsedAt.toISOString()}`);
    expect(await enrollmentsOf(ann.sub, recent.contactId)).toHaveLength(0);

    await backfillAgain(ann.sub, flow.flowId); // a second run (a resume, a redelivery)
    // Nothing falls due in the 60 days between: the sweeps start 5 minutes before, not reading 1,440 hours
    // of empty buckets (a timer wrongly due earlier would have enrolled at the sweep above).
    const skipTo = new Date(recentDue.getTime() - 5 * MIN).toISOString();
    await putSweptUntil(s.store(), skipTo);
    await putTriggerSweptUntil(s.store(), 'idle', skipTo);
    await s.moveTo(new Date(recentDue.getTime() - 2 * MIN));
    await s.sweep();
    expect(await enrollmentsOf(ann.sub, lapsed.contactId)).toHaveLength(1);
    expect(await enrollmentsOf(ann.sub, recent.contactId)).toHaveLength(0);
    await s.moveTo(recentDue);
    await s.sweep();
    await backfillAgain(ann.sub, flow.flowId);
    await s.sweep();
    for (const c of [lapsed, recent]) expect(await enrollmentsOf(ann.sub, c.contactId)).toHaveLength(1);
    expect(await enrollmentsOf(ann.sub, never.contactId)).toHaveLength(0);
    expect(await timerOf(never.contactId)).toBeUndefined();
  });
});
