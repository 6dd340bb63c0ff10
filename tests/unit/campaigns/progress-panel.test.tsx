import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ZERO_COUNTERS, type Campaign, type CampaignCounters } from '../../../shared/contracts/campaigns';
import { toCampaign } from '../../../lambdas/domain/items/campaign';
import { ProgressPanel } from '../../../web/features/campaigns/ProgressPanel';

const zero: CampaignCounters = ZERO_COUNTERS;

const panel = (counters: Partial<CampaignCounters>) => {
  const campaign: Campaign = {
    ...toCampaign({ campaignId: 'c1', status: 'sending', projectId: 'p1' }),
    counters: { ...zero, ...counters },
  };
  // renderToString puts <!-- --> between text parts: read the text as a user would.
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ProgressPanel campaign={campaign} />
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
};

// A new user's run (issue 29's journey, 298 recipients): "0% done: 0 of 0 recipients" with 11 mails out,
// then "0 of 298, Sent 0, Delivered 62" while SES had reported 62 deliveries.
describe('ProgressPanel while sending', () => {
  it('says the audience is being listed, and what went out, instead of "0 of 0 recipients"', () => {
    const html = panel({ delivered: 11 });
    expect(html).toContain('Listing the recipients… 11 sent so far.');
    expect(html).not.toContain('0 of 0 recipients');
  });

  it('never shows fewer sent than delivered and bounced', () => {
    const html = panel({ queued: 298, delivered: 61, bounced: 1 });
    expect(html).toContain('21% done: 62 of 298 recipients');
    expect(html).toMatch(/<dt>Sent<\/dt><dd>62<\/dd>/);
    expect(html).toMatch(/<dt>Delivered<\/dt><dd>61<\/dd>/);
  });
});
