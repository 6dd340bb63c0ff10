/**
 * Issue 22's UTM setting: "Add UTM parameters to links" is stored on the campaign through the campaign routes
 * (on by default), and a campaign sent with it off redirects to its links exactly as written.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../lambdas/table';
import { campaignOf, campaignsApi as api, draftOf, sender } from '../campaigns/support';
import { open, owner, sendCampaign, store, trackedLinksOf } from './support';

describe('Add UTM parameters to links', () => {
  it('is on for a new campaign, can be turned off (also at creation), and is refused when not a boolean', async () => {
    const account = await sender('utm');
    const draft = await draftOf(account);
    expect(draft.addUtm).toBe(true);
    const off = campaignOf(await api.patch(account.idToken, draft.id, { addUtm: false }));
    expect(off.addUtm).toBe(false);
    expect(await store.get(keys.campaign(account.sub, draft.id))).toMatchObject({ addUtm: false });
    const bad = await api.patch(account.idToken, draft.id, { addUtm: 'no' });
    expect(bad.status, bad.text).toBe(400);
    expect(bad.text).toContain('Add UTM parameters is on or off (true or false).');
    expect(campaignOf(await api.get(account.idToken, draft.id)).addUtm).toBe(false);
    const created = await api.create(account.idToken, { projectId: account.projectId, addUtm: false });
    expect(campaignOf(created, 201).addUtm).toBe(false);
  });

  it('when off, the click redirect sends the reader to the link as written', async () => {
    const ann = await owner('utm-off');
    const reader = `utm-off-${randomUUID().slice(0, 8)}@example.com`;
    const { mails } = await sendCampaign(
      ann,
      [reader],
      'See [the sale](https://shop.example.com/sale?x=1#top).',
      {
        addUtm: false,
      },
    );
    const { clicks } = trackedLinksOf(mails.get(reader)!);
    const res = await open(clicks[0]!);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://shop.example.com/sale?x=1#top');
  });
});
