import { describe, expect, it } from 'vitest';
import { renderCampaignEmail } from '../../../lambdas/domain/campaigns/send/campaign-document';
import { blocks, runChecks } from '../../../lambdas/domain/campaigns/checks';
import type { CheckInput } from '../../../lambdas/domain/campaigns/checks/check-input';
import { emailParts } from '../../../lambdas/domain/campaigns/checks/email-parts';
import {
  PLACEHOLDER_IMAGE,
  PLACEHOLDER_LINK,
  parseEmailDocument,
  type EmailDocumentInput,
} from '../../../shared/email';

const TEXT =
  'Our spring candles are here: lavender, cedar and sea salt, hand-poured in small batches. Come and see.';

function doc(elements: unknown[] = [{ id: 't1', type: 'text', content: TEXT }]): EmailDocumentInput {
  return { name: 'Spring sale', sections: [{ id: 's1', elements }] } as EmailDocumentInput;
}

/** A campaign that passes every check; each row of the table below changes one thing. */
function input(change: Partial<CheckInput> & { doc?: EmailDocumentInput } = {}): CheckInput {
  const parsed = parseEmailDocument(JSON.stringify(change.doc ?? doc()));
  if (!parsed.ok) throw new Error('bad test document');
  const document = parsed.data;
  const email = renderCampaignEmail(document, {
    subject: change.subject ?? 'Spring sale',
    postalAddress: '1 Wick Lane',
  });
  return {
    projectId: 'p1',
    subject: 'Spring sale',
    from: { name: 'Candles', localPart: 'news' },
    document,
    html: email.html,
    text: email.text,
    parts: emailParts(document),
    sendingDomain: {
      domain: 'candles.example',
      overall: 'verified',
      records: [{ label: 'DKIM', status: 'verified' }],
    },
    emailVerified: true,
    postalAddress: '1 Wick Lane',
    audienceCount: 10,
    allowance: { limit: 1000, used: 0 },
    unresolvedHosts: [],
    snapshotOutdated: false,
    ...change,
  };
}

const ids = (i: CheckInput) => runChecks(i).map((c) => `${c.severity}:${c.id}`);

describe('checks before sending', () => {
  it('finds nothing in a campaign that is ready', () => {
    expect(runChecks(input())).toEqual([]);
  });

  it.each([
    [
      'no sending domain',
      { sendingDomain: { domain: null, overall: null, records: [] } },
      'error:sending-domain',
    ],
    [
      'a domain not verified',
      {
        sendingDomain: {
          domain: 'candles.example',
          overall: 'partially_verified',
          records: [{ label: 'DKIM', status: 'pending' }],
        },
      },
      'error:sending-domain',
    ],
    ['an unverified account email', { emailVerified: false }, 'error:account-email'],
    ['no postal address', { postalAddress: null }, 'error:postal-address'],
    ['a blank postal address', { postalAddress: '  ' }, 'error:postal-address'],
    [
      'a placeholder link',
      {
        doc: doc([
          { id: 'b', type: 'button', content: 'Shop', properties: { button: { href: PLACEHOLDER_LINK } } },
          { id: 't', type: 'text', content: TEXT },
        ]),
      },
      'error:placeholders',
    ],
    [
      'a placeholder image',
      {
        doc: doc([
          { id: 'i', type: 'image', properties: { image: { src: PLACEHOLDER_IMAGE, alt: 'x' } } },
          { id: 't', type: 'text', content: TEXT },
        ]),
      },
      'error:placeholders',
    ],
    [
      'a placeholder link in a text',
      { doc: doc([{ id: 't', type: 'text', content: `${TEXT} [Shop now](${PLACEHOLDER_LINK})` }]) },
      'error:placeholders',
    ],
    ['no subject', { subject: '  ' }, 'error:subject-missing'],
    [
      'a From address the send cannot use',
      { from: { name: 'Candles', localPart: 'a..b' } },
      'error:from-address',
    ],
    ['no From name', { from: { name: ' ', localPart: 'news' } }, 'warning:from-name'],
    ['an empty audience', { audienceCount: 0 }, 'error:audience-empty'],
    [
      'an audience over the allowance',
      { audienceCount: 11, allowance: { limit: 1000, used: 990 } },
      'error:allowance',
    ],
    ['HTML over 90 KB', { html: 'x'.repeat(90 * 1024 + 1) }, 'warning:html-size'],
    [
      'an image without alt text',
      {
        doc: doc([
          { id: 'i', type: 'image', properties: { image: { src: 'https://cdn.example/a.png' } } },
          { id: 't', type: 'text', content: TEXT },
        ]),
      },
      'warning:image-alt',
    ],
    [
      'a link host that does not resolve',
      { unresolvedHosts: [{ host: 'shopp.example', named: false }] },
      'warning:link-hosts',
    ],
    ['a subject over 80 characters', { subject: 'A'.repeat(1) + 'b'.repeat(80) }, 'warning:subject-long'],
    ['a subject in capitals', { subject: 'HUGE SALE TODAY!!!' }, 'warning:subject-caps'],
    ['no text content', { text: 'Unsubscribe https://x.example/u' }, 'warning:text-content'],
    ['a copy older than the email', { snapshotOutdated: true }, 'warning:snapshot-outdated'],
  ] as const)('%s', (_name, change, expected) => {
    const found = ids(input(change as Partial<CheckInput>));
    expect(found).toEqual([expected]);
    expect(blocks(runChecks(input(change as Partial<CheckInput>)))).toBe(expected.startsWith('error'));
  });

  it.each([
    [
      'a placeholder link opens the editor on its button',
      [
        { id: 't', type: 'text', content: TEXT },
        { id: 'b 1', type: 'button', content: 'Shop', properties: { button: { href: PLACEHOLDER_LINK } } },
      ],
      'placeholders',
      '/editor/p1?element=b%201',
    ],
    [
      'a placeholder image opens the editor on it',
      [
        { id: 't', type: 'text', content: TEXT },
        { id: 'hero', type: 'image', properties: { image: { src: PLACEHOLDER_IMAGE, alt: 'x' } } },
      ],
      'placeholders',
      '/editor/p1?element=hero',
    ],
    [
      'an image without alt text opens the editor on it',
      [
        { id: 'ok', type: 'image', properties: { image: { src: 'https://cdn.example/a.png', alt: 'A' } } },
        { id: 'bare', type: 'image', properties: { image: { src: 'https://cdn.example/b.png' } } },
        { id: 't', type: 'text', content: TEXT },
      ],
      'image-alt',
      '/editor/p1?element=bare',
    ],
  ] as const)('"Fix it": %s', (_name, elements, id, fixPath) => {
    const found = runChecks(input({ doc: doc([...elements]) })).find((c) => c.id === id);
    expect(found?.fixPath).toBe(fixPath);
  });

  it('lists errors before warnings, each with a fix', () => {
    const found = runChecks(
      input({ subject: 'SALE SALE SALE', emailVerified: false, snapshotOutdated: true }),
    );
    expect(found.map((c) => c.severity)).toEqual(['error', 'warning', 'warning']);
    for (const c of found) expect(c.fix.length).toBeGreaterThan(10);
  });

  it('names the records that are not verified and the allowance left', () => {
    const [domain] = runChecks(
      input({
        sendingDomain: {
          domain: 'candles.example',
          overall: 'partially_verified',
          records: [
            { label: 'SPF (MAIL FROM)', status: 'verified' },
            { label: 'DKIM', status: 'pending' },
            { label: 'DMARC', status: 'failed_to_verify' },
          ],
        },
      }),
    );
    expect(domain?.message).toBe(
      'Your sending domain candles.example is not verified yet: DKIM (pending), DMARC (failed to verify).',
    );
    const [allowance] = runChecks(input({ audienceCount: 300, allowance: { limit: 1000, used: 800 } }));
    expect(allowance?.message).toBe(
      'Your plan allows 1,000 emails a month; 200 are left this month and this campaign needs 300.',
    );
  });

  it('does not count the campaign’s own unsubscribe link as a placeholder', () => {
    const d = doc([
      { id: 't', type: 'text', content: TEXT },
      { id: 'u', type: 'unsubscribe', content: 'Leave' },
    ]);
    expect(ids(input({ doc: d }))).toEqual([]);
  });
});
