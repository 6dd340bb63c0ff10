import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { skipReasonOf, skippedText } from '../../../shared/campaigns/skip-reasons';
import type { Campaign } from '../../../shared/contracts/campaigns';
import { toCampaign } from '../../../lambdas/domain/items/campaign';
import { ProgressPanel } from '../../../web/features/campaigns/ProgressPanel';

const none = { unsubscribed: 0, bounced: 0, complained: 0, deleted: 0, other: 0 };

describe('skip reasons', () => {
  it('maps the reason stored on a recipient to the counted reason', () => {
    expect(skipReasonOf('status_unsubscribed')).toBe('unsubscribed');
    expect(skipReasonOf('status_bounced')).toBe('bounced');
    expect(skipReasonOf('status_complained')).toBe('complained');
    expect(skipReasonOf('deleted')).toBe('deleted');
    expect(skipReasonOf('status_pending')).toBe('other');
    expect(skipReasonOf(undefined)).toBe('other');
  });

  it('says the skipped count with its reasons in plain words', () => {
    expect(skippedText(3, { ...none, unsubscribed: 2, bounced: 1 })).toBe(
      'Skipped: 3 (2 unsubscribed, 1 bounced)',
    );
    expect(skippedText(1_204, { ...none, complained: 1_200, deleted: 4 })).toBe(
      'Skipped: 1,204 (1,200 complained, 4 deleted)',
    );
    expect(skippedText(0, none)).toBe('Skipped: 0');
  });

  it('reads the counts from the campaign item (0 where an older item has none)', () => {
    const item = {
      campaignId: 'c1',
      status: 'sending',
      skipped: 3,
      skipped_unsubscribed: 2,
      skipped_bounced: 1,
    };
    expect(toCampaign(item).skippedBy).toEqual({ ...none, unsubscribed: 2, bounced: 1 });
    expect(toCampaign({ campaignId: 'c2' }).skippedBy).toEqual(none);
  });

  it('shows them on the progress panel', () => {
    const campaign: Campaign = {
      ...toCampaign({ campaignId: 'c1', status: 'sending', projectId: 'p1' }),
      counters: {
        queued: 10,
        sent: 5,
        failed: 0,
        skipped: 3,
        delivered: 0,
        bounced: 0,
        complained: 0,
        unsubscribed: 0,
      },
      skippedBy: { ...none, unsubscribed: 2, bounced: 1 },
    };
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <ProgressPanel campaign={campaign} />
      </QueryClientProvider>,
    );
    expect(html).toContain('Skipped: 3 (2 unsubscribed, 1 bounced)');
  });
});
