/**
 * Issue 29: the owner's rows of the campaign status table (shared/campaigns/status-transitions.ts) walked
 * against the real code and DynamoDB Local: from every status, cancel, pause and resume each move the
 * campaign exactly as the table says, or answer 409 and change nothing. (The table itself is walked in
 * tests/unit/campaigns/status-transitions.test.ts: every status that is not final has a way out.)
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { sendJobStateOf } from '../../../lambdas/domain/campaigns/send/send-job-states';
import {
  cancelCampaign,
  pauseCampaign,
  resumeCampaign,
} from '../../../lambdas/domain/campaigns/status-actions';
import { DomainError } from '../../../lambdas/domain/errors';
import { newCampaignItem, toCampaign } from '../../../lambdas/domain/items/campaign';
import { parseSendJob } from '../../../lambdas/domain/items/send-job';
import { keys } from '../../../lambdas/table';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { campaignTransitions } from '../../../shared/campaigns/status-transitions';
import { campaignMessages, campaignStatuses, type CampaignStatus } from '../../../shared/contracts/campaigns';
import { store } from './support';

const { ports } = createFullDeps(inject('stack').env);

const actions = {
  cancel: { run: cancelCampaign, message: campaignMessages.cannotCancel },
  pause: { run: pauseCampaign, message: campaignMessages.cannotPause },
  resume: { run: resumeCampaign, message: campaignMessages.cannotResume },
} as const;

/** A campaign of a new account in `status` (a held one with its job stopped at the allowance). */
async function campaignIn(status: CampaignStatus) {
  const sub = randomUUID();
  const campaignId = randomUUID();
  const at = new Date().toISOString();
  await store.put({
    ...newCampaignItem({
      userId: sub,
      campaignId,
      projectId: randomUUID(),
      name: 'Walk',
      subject: 'Hi',
      previewText: '',
      replyTo: null,
      audience: { kind: 'all' },
      snapshotVersion: 1,
      at,
    }),
    status,
    ...(status === 'scheduled' ? { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() } : {}),
    ...(status === 'held' ? { queuedAll: true, stoppedBy: 'allowance', heldNotSent: 3 } : {}),
  });
  if (status === 'held')
    await store.put({
      ...keys.campaignSendJob(campaignId),
      page: 0,
      phase: 'query',
      done: true,
      stoppedBy: 'allowance',
    });
  return { sub, campaignId };
}

const cases = Object.keys(actions).flatMap((action) =>
  campaignStatuses.map((status) => [action as keyof typeof actions, status] as const),
);

describe('the owner changing a campaign’s status', () => {
  it.each(cases)('%s from %s does what the table says', async (action, status) => {
    const { sub, campaignId } = await campaignIn(status);
    const row = campaignTransitions[action];
    const allowed = (row.from as readonly CampaignStatus[]).includes(status);
    const result = await actions[action].run(ports, sub, campaignId).catch((e: unknown) => e);
    const stored = toCampaign((await store.get(keys.campaign(sub, campaignId)))!);
    if (!allowed) {
      expect(result).toBeInstanceOf(DomainError);
      expect((result as DomainError).message).toBe(actions[action].message);
      expect(stored.status).toBe(status);
      return;
    }
    expect(result).toMatchObject({ status: row.to });
    // (A resumed campaign's job may have run and sent it already: it has no audience.)
    expect([row.to, 'sent']).toContain(stored.status);
    if (status === 'held' && action === 'resume') {
      expect(stored.hold).toBeNull();
      const job = parseSendJob((await store.get(keys.campaignSendJob(campaignId)))!);
      expect(['query', 'done']).toContain(sendJobStateOf(job));
    }
  });
});
