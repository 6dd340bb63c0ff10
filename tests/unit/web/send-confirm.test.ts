import { describe, expect, it } from 'vitest';
import { campaignFromAddress } from '../../../shared/campaigns/sender';
import { sendNowLabel, sendNowQuestion } from '../../../web/features/campaigns/send-confirm';

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

/** A journey saw "Send now to 1 contacts". */
describe('sendNowLabel', () => {
  it('counts contacts in the right number, grouped, and waits for the count', () => {
    expect(sendNowLabel(1)).toBe('Send now to 1 contact');
    expect(sendNowLabel(0)).toBe('Send now to 0 contacts');
    expect(sendNowLabel(12_500)).toBe('Send now to 12,500 contacts');
    expect(sendNowLabel(undefined)).toBe('Send now to ... contacts');
  });
});
