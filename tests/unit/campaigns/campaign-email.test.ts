import { describe, expect, it } from 'vitest';
import {
  UNSUBSCRIBE_URL_MARKER,
  renderCampaignEmail,
  withUnsubscribeUrl,
} from '../../../lambdas/domain/campaigns/send/campaign-document';
import { parseEmailDocument, type EmailDocumentInput } from '../../../shared/email';

function parsed(input: EmailDocumentInput) {
  const result = parseEmailDocument(JSON.stringify(input));
  if (!result.ok) throw new Error('bad test document');
  return result.data;
}

const body = { id: 't1', type: 'text', content: 'Hello {{first_name|there}}, new candles are in.' } as const;

describe('the email a campaign sends', () => {
  it('adds an unsubscribe link and the postal address in a footer when the email has none', () => {
    const email = renderCampaignEmail(parsed({ name: 'Hi', sections: [{ id: 's', elements: [body] }] }), {
      subject: 'Hi',
      postalAddress: '1 Wick Lane\nBristol BS1 4DJ',
    });
    expect(email.html).toContain(`href="${UNSUBSCRIBE_URL_MARKER}"`);
    expect(email.html).toContain('1 Wick Lane<br>Bristol BS1 4DJ');
    expect(email.text).toContain('1 Wick Lane');
    const mine = withUnsubscribeUrl(email, 'https://app.example/u/tok-1');
    expect(mine.html).toContain('href="https://app.example/u/tok-1"');
    expect(mine.html).not.toContain(UNSUBSCRIBE_URL_MARKER);
    expect(mine.text).toContain('https://app.example/u/tok-1');
  });

  it('points the email’s own unsubscribe and preferences links at the recipient’s page and adds no second one', () => {
    const email = renderCampaignEmail(
      parsed({
        name: 'Hi',
        sections: [
          {
            id: 's',
            elements: [
              body,
              { id: 'f', type: 'footer', content: 'Candle Co, 1 Wick Lane, Bristol' },
              {
                id: 'u',
                type: 'unsubscribe',
                content: 'Leave',
                properties: { href: 'https://evil.example/' },
              },
              { id: 'p', type: 'preferences', content: 'Preferences' },
            ],
          },
        ],
      }),
      { subject: 'Hi', postalAddress: '1 Wick Lane,  Bristol', previewText: 'Fresh wax' },
    );
    expect(email.html.split(UNSUBSCRIBE_URL_MARKER)).toHaveLength(3);
    expect(email.html).not.toContain('evil.example');
    expect(email.html).not.toContain('jm-campaign-footer');
    expect(email.html.match(/1 Wick Lane/g)).toHaveLength(1);
    expect(email.html).toContain('Fresh wax');
  });
});
