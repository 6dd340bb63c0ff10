/**
 * Issue 32's time-driven triggers on a local stack of their own, with its clock (POST /_local/clock): a
 * yearly date (birthday at 09:00 in each contact's zone) and no event for N days (win-back 90 days after
 * the last Placed Order). Contacts and orders are written to DynamoDB Local; the stack's stream and its
 * flowTriggers handler keep the date index and the win-back timers; the minute's flowSweep enrolls and
 * runs the steps; emails land in the SES stand-in.
 */
import { describe, expect, it } from 'vitest';
import { flowNeedsData } from '../../../lambdas/domain/flows/needs-data';
import { occurrenceInstant } from '../../../lambdas/domain/flows/triggers/yearly-dates';
import { addContactFields } from '../../../lambdas/domain/items/contact-fields';
import { contactEnrollments } from '../../../lambdas/domain/items/flow-enrollment';
import { getIdleTimer } from '../../../lambdas/domain/items/flow-idle-timer';
import { putTriggerSweptUntil } from '../../../lambdas/domain/items/flow-trigger-sweep';
import { email, seedShop, useFlowStack, type FlowStack } from './scenario-support';
import { contactWith as contact, liveFlow, placedOrder as order } from './time-trigger-support';

const s = useFlowStack();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

const enrollmentsOf = (st: FlowStack, accountId: string, contactId: string) =>
  contactEnrollments(st.store(), accountId, contactId);

describe('time-driven flow triggers with the clock (issue 32)', () => {
  it('a birthday enrolls on the day at 09:00 in each contact’s zone, once a year', async () => {
    const shop = await seedShop(s);
    const day = new Date((await s.now()).getTime() + DAY).toISOString().slice(0, 10);
    const tokyo = await contact(s, shop.accountId, {
      timeZone: 'Asia/Tokyo',
      birthday: `1990-${day.slice(5)}`,
    });
    const york = await contact(s, shop.accountId, {
      ...{ timeZone: 'America/New_York', birthday: `1985-${day.slice(5)}` },
    });
    const later = new Date((await s.now()).getTime() + 10 * DAY).toISOString().slice(5, 10);
    const other = await contact(s, shop.accountId, { timeZone: 'Asia/Tokyo', birthday: `1990-${later}` });
    const flow = await liveFlow(s, shop.accountId, {
      trigger: { type: 'date-property', field: 'birthday', offsetDays: 0, at: '09:00' },
      steps: [email('e1', shop.projectId, false)],
      reentry: { mode: 'every-time' },
    });
    expect(await flowNeedsData(s.store(), shop.accountId, flow.definition)).toMatch(/"birthday" date/);
    await addContactFields(s.store(), shop.accountId, [{ name: 'Birthday', key: 'birthday', type: 'date' }]);
    expect(await flowNeedsData(s.store(), shop.accountId, flow.definition)).toBeUndefined();
    await s.q.stack.drainStreams();
    const times = [tokyo, york].map((c, i) =>
      occurrenceInstant(day, '09:00', i === 0 ? 'Asia/Tokyo' : 'America/New_York'),
    );
    for (const [i, c] of [tokyo, york].entries()) {
      await s.moveTo(new Date(times[i]!.getTime() - 2 * MIN));
      await s.sweep();
      expect(await s.mailsTo(c.email)).toHaveLength(0);
      await s.moveTo(times[i]!);
      await s.sweep();
      expect(await s.mailsTo(c.email)).toHaveLength(1);
      const [entered] = await enrollmentsOf(s, shop.accountId, c.contactId);
      expect(entered).toMatchObject({
        flowId: flow.flowId,
        enrollmentId: `${c.contactId}#date#${day.slice(0, 4)}`,
      });
      expect(entered?.enteredAt).toBe(times[i]!.toISOString());
    }
    expect(times[1]!.getTime() - times[0]!.getTime()).toBe(14 * 60 * MIN); // 09:00 JST, 09:00 EST
    // The day's hours read again (a sweep that crashed before its cursor moved): nobody enrolls twice.
    await putTriggerSweptUntil(s.store(), 'dates', new Date(times[0]!.getTime() - 3_600_000).toISOString());
    await s.moveClock(24 * 60);
    await s.sweep();
    for (const c of [tokyo, york]) {
      expect(await enrollmentsOf(s, shop.accountId, c.contactId)).toHaveLength(1);
      expect(await s.mailsTo(c.email)).toHaveLength(1);
    }
    expect(await enrollmentsOf(s, shop.accountId, other.contactId)).toHaveLength(0);
  });

  it('win-back enrolls 90 days after the last order, and not whoever ordered again', async () => {
    const shop = await seedShop(s);
    const flow = await liveFlow(s, shop.accountId, {
      trigger: { type: 'no-event', eventName: 'Placed Order', days: 90 },
      steps: [email('e1', shop.projectId, false)],
      exitEvents: ['Placed Order'],
    });
    const [lapsed, loyal] = [await contact(s, shop.accountId), await contact(s, shop.accountId)];
    const start = await s.now();
    const first = new Date(start.getTime() - 89 * DAY);
    expect(await flowNeedsData(s.store(), shop.accountId, flow.definition)).toMatch(/"Placed Order"/);
    await order(s, shop.accountId, lapsed.contactId, first);
    expect(await flowNeedsData(s.store(), shop.accountId, flow.definition)).toBeUndefined();
    await order(s, shop.accountId, loyal.contactId, first);
    await s.q.stack.drainStreams();
    const due = new Date(first.getTime() + 90 * DAY);
    const again = new Date(start.getTime() + 60 * MIN);
    await s.moveTo(again);
    await order(s, shop.accountId, loyal.contactId, again);
    await s.q.stack.drainStreams();
    const moved = await getIdleTimer(s.store(), shop.accountId, flow.flowId, loyal.contactId);
    expect(moved?.dueAt).toBe(new Date(again.getTime() + 90 * DAY).toISOString());

    await s.moveTo(new Date(due.getTime() - 2 * MIN));
    await s.sweep();
    expect(await enrollmentsOf(s, shop.accountId, lapsed.contactId)).toHaveLength(0);
    await s.moveTo(due);
    await s.sweep();
    const [entered] = await enrollmentsOf(s, shop.accountId, lapsed.contactId);
    expect(entered).toMatchObject({
      flowId: flow.flowId,
      enrollmentId: `${lapsed.contactId}#idle#${first.toISOString()}`,
    });
    expect(await s.mailsTo(lapsed.email)).toHaveLength(1);
    expect(await enrollmentsOf(s, shop.accountId, loyal.contactId)).toHaveLength(0);
    expect(await s.mailsTo(loyal.email)).toHaveLength(0);
  });
});
