import { describe, expect, it } from 'vitest';
import { campaignFromAddress } from '../../../shared/campaigns/sender';
import { sendNowQuestion } from '../../../web/features/campaigns/send-confirm';

/** Issue 29: "Send now to 295 contacts" asks once, with the number and the From line. */
describe('sendNowQuestion', () => {
  it('names the email, the count and the From line the campaign is sent with', () => {
    expect(sendNowQuestion({ name: 'Welcome email', count: 295, domain: 'candles.example' })).toEqual({
      title: "Send 'Welcome email' to 295 people now?",
      description: 'This cannot be undone.',
      from: 'From: news@candles.example',
    });
  });

  it('says one person, and groups thousands', () => {
    expect(sendNowQuestion({ name: 'A', count: 1, domain: 'x.test' }).title).toBe(
      "Send 'A' to 1 person now?",
    );
    expect(sendNowQuestion({ name: 'A', count: 12_500, domain: 'x.test' }).title).toBe(
      "Send 'A' to 12,500 people now?",
    );
  });

  it('leaves the From line out while the sending domain is unknown', () => {
    expect(sendNowQuestion({ name: 'A', count: 2, domain: null }).from).toBeUndefined();
  });

  it('sends from news@ on the verified domain', () => {
    expect(campaignFromAddress('candles.example')).toBe('news@candles.example');
  });
});
