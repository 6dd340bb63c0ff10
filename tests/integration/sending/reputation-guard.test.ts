/**
 * Issue 35: the sending guard on the local stack (see campaign-send.test.ts): real SES events from the
 * SES proxy (bounce+…@simulator.amazonses.com bounces, as SES's mailbox simulator does), the real send job
 * and worker on the local SQS, every mail counted in the SES stand-in's store. A campaign whose bounces
 * cross 5% pauses the account's sending mid-send, sends nothing after, and says why (the guard, the
 * owner's one email); another account sending at the same moment is untouched; after the clean-up the
 * owner's resume sends the rest; a ramped first send to 5,001 (more than 5,000) stops after its first step.
 */
import { describe, expect, it } from 'vitest';
import { resumeSending, sendingStatus } from '../../../lambdas/domain/campaigns/sending-status';
import { resumeCampaign } from '../../../lambdas/domain/campaigns/status-actions';
import { applyStatusChange } from '../../../lambdas/domain/contacts/apply-status-change';
import { sendingTexts } from '../../../shared/contracts/sending-status';
import { keys } from '../../../lambdas/table';
import {
  byRecipient,
  campaignOf,
  mailsTo,
  seedAccount,
  seedCampaign,
  seedContacts,
  sentMails,
  sleep,
  startSend,
  steady,
  sum,
  until,
  untilSent,
  useSendingStack,
  type Account,
} from './support';

// The ramp's steps come 3 s apart here (an hour in AWS): read by the stack's env at its start.
process.env.RAMP_STEP_SECONDS = '3';
// 25 mails a second: the SES events (and so the guard) keep up on a loaded 2-core machine.
const s = useSendingStack({ maxSendRate: 25 });
const LONG = 150_000;

/**
 * `n` addresses of which those at `bad(i)` bounce (SES's simulator), the rest are ordinary. The job sends in
 * the order of the addresses, so both kinds share the `bounce+{prefix}{i}` local part (zero-padded) and only
 * the domain tells them apart: the bounces are spread through the send as through the list.
 */
const listOf = (prefix: string, n: number, bad: (i: number) => boolean) =>
  Array.from({ length: n }, (_, i) => {
    const local = `bounce+${prefix}${String(i).padStart(5, '0')}`;
    return bad(i) ? `${local}@simulator.amazonses.com` : `${local}@example.com`;
  });
const bounces = (email: string) => email.endsWith('@simulator.amazonses.com');

/** The owner's sign-in address, as the profile's username index holds it (the guard's email goes there). */
async function withOwner(acct: Account): Promise<string> {
  const email = `owner-${acct.sub.slice(0, 8)}@example.com`;
  await s.store.update(keys.profile(acct.sub), { ...keys.usernameIndex(email) }, 'present');
  return email;
}

const campaignStatus = async (acct: Account, id: string) => String((await campaignOf(s, acct, id)).status);

describe('the sending guard', () => {
  it('8% bounces pause the account mid-send; nothing after; another account goes on; resume after clean-up', async () => {
    const a = await seedAccount(s);
    const b = await seedAccount(s);
    const owner = await withOwner(a);
    // 80 bounce addresses out of 1,000, spread through the list (2 in every 25).
    const listA = listOf(`g-${a.sub.slice(0, 6)}-`, 1_000, (i) => i % 25 === 3 || i % 25 === 15);
    const listB = listOf(`h-${b.sub.slice(0, 6)}-`, 300, () => false);
    const idsA = await seedContacts(
      s,
      a.sub,
      listA.map((email) => ({ email })),
    );
    await seedContacts(
      s,
      b.sub,
      listB.map((email) => ({ email })),
    );
    const campaignA = await seedCampaign(s, a);
    const campaignB = await seedCampaign(s, b);
    await startSend(s, a, campaignA);
    await startSend(s, b, campaignB);

    await until(
      'the guard to pause account A',
      async () => ((await campaignStatus(a, campaignA)) === 'paused' ? true : undefined),
      LONG,
    );
    // The workers see the pause within a second (their status re-read), finish the mails in flight; then
    // nothing more goes out, however long we wait.
    const atPause = await steady(async () => sum(await mailsTo(s, listA)), 1_500);
    await sleep(2_000);
    expect(sum(await mailsTo(s, listA))).toBe(atPause);
    expect(atPause).toBeLessThan(1_000);
    expect(atPause).toBeGreaterThanOrEqual(100); // the minimum sample

    // Why, in the guard's words: the status every sending page reads, and one email to the owner.
    const status = await sendingStatus(s.deps.ports, a.sub);
    expect(status).toMatchObject({ state: 'paused', reason: 'bounces' });
    expect(status.bounceRate).toBeGreaterThanOrEqual(0.05);
    expect(sendingTexts.paused(status)).toMatch(/of your recent emails bounced, above our limit of 5%/);
    const toOwner = (await sentMails(s)).filter((m) => m.destination.to.includes(owner));
    expect(toOwner.map((m) => m.subject)).toEqual([sendingTexts.mailSubject]);
    expect(toOwner[0]?.body.text).toContain('Remove the addresses that bounced');

    // Account B, sending at the same time, is untouched.
    expect(await untilSent(s, b, campaignB, LONG)).toMatchObject({ queued: 300, sent: 300 });
    expect((await mailsTo(s, listB)).filter((n) => n !== 1)).toEqual([]);
    expect((await sendingStatus(s.deps.ports, b.sub)).state).toBe('ok');

    // The owner cleans the list (the bounce addresses not mailed yet leave it) and resumes.
    const mailed = byRecipient(await sentMails(s));
    for (const [i, email] of listA.entries())
      if (bounces(email) && !mailed.has(email))
        await applyStatusChange(s.store, a.sub, idsA[i]!, 'unsubscribed', { reason: 'owner' });
    const ports = s.deps.ports;
    await resumeSending(ports, a.sub, (id) => resumeCampaign(ports, a.sub, id));
    expect((await sendingStatus(ports, a.sub)).strict).toBe(true);
    const done = await untilSent(s, a, campaignA, LONG);
    expect(done).toMatchObject({ queued: 1_000 });
    const counts = listA.map((email) => mailed.get(email)?.length ?? 0);
    const after = await mailsTo(s, listA);
    // Everyone still on the list got exactly one mail; nobody got two.
    expect(after.filter((n) => n > 1)).toEqual([]);
    expect(listA.filter((e, i) => !bounces(e) && after[i] !== 1)).toEqual([]);
    expect(sum(after)).toBeGreaterThan(sum(counts));
    expect(toOwner).toHaveLength(1);
  }, 420_000);

  it('a ramped first send to 5,001 (more than 5,000) stops after its first step when its bounces cross the line', async () => {
    const c = await seedAccount(s);
    // 6% bounces in the first 1,000 (the first step), then clean addresses.
    const list = listOf(`r-${c.sub.slice(0, 6)}-`, 5_001, (i) => i < 1_000 && i % 50 < 3);
    await seedContacts(
      s,
      c.sub,
      list.map((email) => ({ email })),
    );
    const campaign = await seedCampaign(s, c);
    await startSend(s, c, campaign);
    await until(
      'the guard to pause the ramped send',
      async () => ((await campaignStatus(c, campaign)) === 'paused' ? true : undefined),
      LONG,
    );
    const atPause = await steady(async () => sum(await mailsTo(s, list)), 1_500);
    // Past two step intervals: no further step was queued or sent.
    await sleep(7_000);
    expect(sum(await mailsTo(s, list))).toBe(atPause);
    expect(atPause).toBeLessThanOrEqual(1_000);
    expect(Number((await campaignOf(s, c, campaign)).queued)).toBe(1_000);
    expect(await s.store.get(keys.campaignSendRamp(campaign))).toMatchObject({ ramped: true, step: 1 });
    expect(await sendingStatus(s.deps.ports, c.sub)).toMatchObject({ state: 'paused', reason: 'bounces' });
  }, 300_000);

  it('a ramped send to a list imported today goes out in steps while the rates are good', async () => {
    const d = await seedAccount(s);
    const list = listOf(`i-${d.sub.slice(0, 6)}-`, 1_200, () => false);
    await seedContacts(
      s,
      d.sub,
      list.map((email) => ({ email })),
    );
    const at = new Date().toISOString();
    await s.store.put({
      ...keys.contactImport(d.sub, 'imp1'),
      importId: 'imp1',
      added: 1_200,
      updatedAt: at,
    });
    const campaign = await seedCampaign(s, d);
    await startSend(s, d, campaign);
    // The first step: 1,000 queued, and nothing more while it is mailed (and its interval has not passed).
    await until(
      'the first step to be under way',
      async () => (sum(await mailsTo(s, list)) >= 500 ? true : undefined),
      LONG,
    );
    expect(Number((await campaignOf(s, d, campaign)).queued)).toBe(1_000);
    expect(await untilSent(s, d, campaign, LONG)).toMatchObject({ queued: 1_200, sent: 1_200 });
    expect(await s.store.get(keys.campaignSendRamp(campaign))).toMatchObject({ step: 2, lastStep: 2_000 });
  }, 300_000);
});
