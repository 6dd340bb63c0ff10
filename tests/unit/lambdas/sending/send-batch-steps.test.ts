import { describe, expect, it } from 'vitest';
import {
  admit,
  batchChunks,
  chunkSize,
  countSettled,
  leaseRunningOut,
  LEASE_MARGIN_MS,
  reportOf,
  sendFailure,
  settlementWithoutMail,
  statusStale,
} from '../../../../lambdas/domain/campaigns/send/send-batch';
import type { RecipientPlan } from '../../../../lambdas/domain/campaigns/send/chunk-prep';
import type { BatchMessage } from '../../../../lambdas/domain/campaigns/send/messages';
import { parseCampaign } from '../../../../lambdas/domain/items/campaign';
import type { Settled } from '../../../../lambdas/domain/items/recipient-mark';
import {
  MailRejectedError,
  MailSendingPausedError,
  MailThrottledError,
} from '../../../../lambdas/ports/mailer';

// The steps of sendCampaignBatch (lambdas/domain/campaigns/send/send-batch.ts) that decide without I/O, one
// table each; the integration tests in tests/integration/sending run the whole pipeline against the stack.

const campaign = (status: string) => parseCampaign({ campaignId: 'c1', status });
const recipient = { id: 'k1', email: 'a@example.com' };

describe('admit: whether a delivery sends, parks or drops its batch', () => {
  it.each([
    ['no campaign', undefined, false, 'dropped'],
    ['cancelled', 'cancelled', false, 'dropped'],
    ['draft', 'draft', false, 'dropped'],
    ['counted before (a redelivery)', 'sending', true, 'dropped'],
    ['paused', 'paused', false, 'parked'],
    ['paused but counted before', 'paused', true, 'dropped'],
    ['sending', 'sending', false, 'send'],
    ['scheduled (the lanes stop at its status)', 'scheduled', false, 'send'],
    ['sent (the lanes stop at its status)', 'sent', false, 'send'],
  ] as const)('%s', (_name, status, counted, kind) => {
    const read = { campaign: status ? campaign(status) : undefined, counted };
    expect(admit(read).kind).toBe(kind);
  });

  it.each(['sending', 'paused', 'scheduled'] as const)(
    'an account being deleted drops its %s campaign’s batch, parking nothing',
    (status) => {
      expect(admit({ campaign: campaign(status), counted: false, accountDeleted: true }).kind).toBe(
        'account_deleted',
      );
    },
  );
});

describe('settlementWithoutMail: what settles a recipient without a send', () => {
  const mail: RecipientPlan = { kind: 'mail', recipient, to: recipient, readAt: 0 };
  const skip: RecipientPlan = { kind: 'skip', recipient, reason: 'status_unsubscribed' };
  const settled: RecipientPlan = { kind: 'settled', recipient, settled: { state: 'sent' } };
  it.each([
    ['settled before: counted, no mark', settled, true, { count: { state: 'sent' } }],
    ['settled before, no template: still only counted', settled, false, { count: { state: 'sent' } }],
    [
      'no template: failed with no_verified_domain',
      mail,
      false,
      { mark: { state: 'failed', reason: 'no_verified_domain' }, count: { state: 'failed' } },
    ],
    [
      'no template wins over a skip',
      skip,
      false,
      { mark: { state: 'failed', reason: 'no_verified_domain' }, count: { state: 'failed' } },
    ],
    [
      'not subscribed: skipped with its reason',
      skip,
      true,
      {
        mark: { state: 'skipped', reason: 'status_unsubscribed' },
        count: { state: 'skipped', reason: 'status_unsubscribed' },
      },
    ],
    ['to mail: nothing settles it yet', mail, true, undefined],
  ] as const)('%s', (_name, plan, hasTemplate, expected) => {
    expect(settlementWithoutMail(plan, hasTemplate)).toEqual(expected);
  });
});

describe('countSettled: the batch counts by state and skip reason', () => {
  it.each<[string, Settled[], Record<string, number>]>([
    ['nothing', [], {}],
    ['a send', [{ state: 'sent' }], { sent: 1 }],
    ['a failure', [{ state: 'failed', reason: 'MessageRejected' }], { failed: 1 }],
    [
      'skips by reason',
      [
        { state: 'skipped', reason: 'status_unsubscribed' },
        { state: 'skipped', reason: 'deleted' },
        { state: 'skipped', reason: 'status_unsubscribed' },
      ],
      { skipped: 3, skipped_unsubscribed: 2, skipped_deleted: 1 },
    ],
    [
      'a skip without a known reason',
      [{ state: 'skipped', reason: 'status_odd' }],
      { skipped: 1, skipped_other: 1 },
    ],
  ])('%s', (_name, settled, expected) => {
    const counted: Record<string, number> = {};
    for (const s of settled) countSettled(counted, s);
    expect(counted).toEqual(expected);
  });
});

describe('sendFailure: how a send that did not go through ends', () => {
  it.each([
    [
      'SES rejected the mail: the recipient fails',
      new MailRejectedError('MessageRejected', 'no'),
      'rejected',
    ],
    ['throttled past the retries: SES took nothing', new MailThrottledError(), 'throttled'],
    ['SES paused the sending: the campaign pauses', new MailSendingPausedError(), 'paused_by_ses'],
    ['anything else (a timeout): SES may have taken it', new Error('socket hang up'), 'unknown'],
  ] as const)('%s', (_name, error, expected) => {
    expect(sendFailure(error)).toBe(expected);
  });
});

describe('leaseRunningOut and statusStale: the clocks a lane goes by', () => {
  const lease = 60_000;
  it.each([
    ['well inside the lease', 1_000, false],
    ['at the margin', lease - LEASE_MARGIN_MS, false],
    ['past the margin', lease - LEASE_MARGIN_MS + 1, true],
  ] as const)('lease: %s', (_name, now, expected) => {
    expect(leaseRunningOut(now, 0, lease)).toBe(expected);
  });
  it.each([
    ['read just now', 500, false],
    ['read exactly maxAge ago', 1_000, false],
    ['read longer ago', 1_001, true],
  ] as const)('status: %s', (_name, now, expected) => {
    expect(statusStale(now, 0, 1_000)).toBe(expected);
  });
});

describe('chunkSize and batchChunks: the chunks a delivery claims', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 10],
    [25, 25],
    [40, 25],
  ])('%i lanes: chunks of %i', (lanes, size) => {
    expect(chunkSize(lanes)).toBe(size);
  });
  it('cuts the batch in order, ids naming the batch, the size and the place', () => {
    const recipients = Array.from({ length: 5 }, (_, i) => ({ id: `k${i}`, email: `k${i}@example.com` }));
    const batch: BatchMessage = { sub: 'u', campaignId: 'c', batchId: '0-1', recipients };
    const chunks = batchChunks(batch, 2);
    expect(chunks.map((c) => c.id)).toEqual(['0-1#2.0', '0-1#2.1', '0-1#2.2']);
    expect(chunks.map((c) => c.recipients.map((r) => r.id))).toEqual([['k0', 'k1'], ['k2', 'k3'], ['k4']]);
  });
});

describe('reportOf: what the delivery reports', () => {
  it.each([
    ['done', undefined, { sent: 2, skipped: 1 }, { outcome: 'done', sent: 2, failed: 0, skipped: 1 }],
    ['paused: parked', 'paused', { sent: 1 }, { outcome: 'parked', sent: 1, failed: 0, skipped: 0 }],
    [
      'cancelled mid-batch: done',
      'cancelled',
      { failed: 1 },
      { outcome: 'done', sent: 0, failed: 1, skipped: 0 },
    ],
  ] as const)('%s', (_name, stopped, counted, expected) => {
    expect(reportOf({ stopped, counted: { ...counted } })).toEqual(expected);
  });
});
