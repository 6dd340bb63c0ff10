import { describe, expect, it } from 'vitest';
import {
  campaignTemplate,
  personalise,
  TOKEN_SLOT,
} from '../../../../lambdas/domain/campaigns/send/campaign-email';

const documentJson = JSON.stringify({
  name: 'Spring',
  sections: [
    {
      id: 's1',
      elements: [
        { id: 't1', type: 'text', content: 'Hello {{first_name|friend}}, this is for {{email}}.' },
        { id: 'u1', type: 'unsubscribe', content: 'Unsubscribe' },
      ],
    },
  ],
});

describe('campaignTemplate + personalise: one render per campaign, one mail per recipient', () => {
  const template = campaignTemplate({
    documentJson,
    subject: 'Hi {{first_name|there}}',
    replyTo: 'owner@shop.example.com',
    verifiedDomain: 'shop.example.com',
    siteUrl: 'http://localhost:3000',
  });

  it('sends From the verified domain with the reply-to, and the unsubscribe link points at the token slot', () => {
    expect(template).toBeDefined();
    expect(template?.from).toBe('news@shop.example.com');
    expect(template?.html).toContain(`http://127.0.0.1:3000/u/${TOKEN_SLOT}`);
  });

  it('gives each recipient their own token in links and headers, and escapes their values in HTML', () => {
    if (!template) throw new Error('no template');
    const mail = personalise(template, {
      sub: 'sub-1',
      campaignId: 'camp-1',
      contactId: 'c-1',
      contact: { email: 'ann@example.com', firstName: '<script>x</script>' },
      token: 'tok.en_1',
      siteUrl: 'http://localhost:3000',
    });
    expect(mail.to).toEqual(['ann@example.com']);
    expect(mail.replyTo).toEqual(['owner@shop.example.com']);
    expect(mail.subject).toBe('Hi <script>x</script>');
    expect(mail.html).toContain('Hello &lt;script&gt;x&lt;/script&gt;, this is for ann@example.com.');
    expect(mail.html).not.toContain('<script>x');
    expect(mail.html).toContain('http://127.0.0.1:3000/u/tok.en_1');
    expect(mail.html).not.toContain(TOKEN_SLOT);
    expect(mail.text).toContain('Hello <script>x</script>, this is for ann@example.com.');
    expect(mail.headers).toContainEqual({
      name: 'List-Unsubscribe',
      value: '<http://127.0.0.1:3000/api/u/tok.en_1>',
    });
    expect(mail.tags).toEqual({ account: 'sub-1', campaign: 'camp-1', contact: 'c-1' });
  });

  it('adds the unsubscribe link and the postal address in a footer when the email lacks them', () => {
    const bare = campaignTemplate({
      documentJson: JSON.stringify({
        name: 'Bare',
        sections: [{ id: 's1', elements: [{ id: 't1', type: 'text', content: 'Just text.' }] }],
      }),
      subject: 'Bare',
      replyTo: null,
      postalAddress: '1 Wick Lane, Bristol',
      verifiedDomain: 'shop.example.com',
      siteUrl: 'http://localhost:3000',
    });
    expect(bare?.html).toContain(`http://127.0.0.1:3000/u/${TOKEN_SLOT}`);
    expect(bare?.text).toContain(`http://127.0.0.1:3000/u/${TOKEN_SLOT}`);
    expect(bare?.html).toContain('1 Wick Lane, Bristol');
  });

  it('has no template for a snapshot it cannot read', () => {
    expect(
      campaignTemplate({
        documentJson: '{',
        subject: 's',
        replyTo: null,
        verifiedDomain: 'a.com',
        siteUrl: 'https://a.com',
      }),
    ).toBeUndefined();
  });
});
