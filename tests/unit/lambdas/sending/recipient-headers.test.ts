import { describe, expect, it } from 'vitest';
import { messageTags, recipientHeaders } from '../../../../lambdas/domain/campaigns/send/recipient-headers';

const ref = {
  sub: '0b1e2c3d-aaaa-bbbb-cccc-000000000001',
  campaignId: 'c-123',
  contactId: 'ct-9',
  oneClickUrl: 'https://mail.example.com/api/u/tok_en-1',
};

describe('recipientHeaders and messageTags', () => {
  it('carries the RFC 8058 one-click pair with the recipient’s own URL, and a Feedback-ID', () => {
    expect(recipientHeaders(ref)).toEqual([
      { name: 'List-Unsubscribe', value: '<https://mail.example.com/api/u/tok_en-1>' },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
      { name: 'Feedback-ID', value: 'c-123:0b1e2c3d-aaaa-bbbb-cccc-000000000001:campaign:junglemail' },
    ]);
  });

  it('tags account, campaign and contact with only the characters SES accepts', () => {
    expect(messageTags(ref)).toEqual({ account: ref.sub, campaign: 'c-123', contact: 'ct-9' });
    expect(messageTags({ ...ref, contactId: 'a b@c' }).contact).toBe('a_b_c');
  });
});
