/**
 * Issue 33: campaign emails on Free and Pro carry a small "Sent with Jungle Mail" line in the footer; Premium
 * (custom branding) removes it. Real sends: the send job and worker over the local SQS, the mail read back
 * from the SES stand-in.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { POWERED_BY } from '../../../shared/contracts/brand';
import { keys } from '../../../lambdas/table';
import { owner, sendCampaign, store } from '../campaign-results/support';

const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

describe('the "Sent with Jungle Mail" footer line', () => {
  it('is in a Free campaign’s mail (HTML and text) and not in a Premium one’s', async () => {
    const free = await owner('powered-free');
    await store.update(keys.profile(free.sub), { subscriptionTier: 'free' }, 'present');
    const freeTo = address('free');
    const freeMail = (await sendCampaign(free, [freeTo], 'Our spring candles are here.')).mails.get(freeTo);
    expect(freeMail?.body.html).toContain(POWERED_BY);
    expect(freeMail?.body.text).toContain(POWERED_BY);
    // The line comes last: after the unsubscribe link.
    const html = freeMail?.body.html ?? '';
    expect(html.lastIndexOf(POWERED_BY)).toBeGreaterThan(html.lastIndexOf('/u/'));

    const premium = await owner('powered-premium');
    const premiumTo = address('premium');
    const sent = await sendCampaign(premium, [premiumTo], 'Our spring candles are here.');
    const premiumMail = sent.mails.get(premiumTo);
    expect(premiumMail?.body.html).toContain('spring candles');
    expect(premiumMail?.body.html).not.toContain(POWERED_BY);
    expect(premiumMail?.body.text).not.toContain(POWERED_BY);
  });
});
