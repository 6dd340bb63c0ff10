import { describe, expect, it } from 'vitest';
import { campaignTemplate } from '../../../lambdas/domain/campaigns/send/campaign-email';
import { FOOTER_SECTION_ID } from '../../../lambdas/domain/campaigns/send/campaign-document';
import { POWERED_BY_ID, withPoweredBy } from '../../../lambdas/domain/campaigns/send/powered-by';
import { POWERED_BY, showsPoweredBy } from '../../../shared/contracts/brand';
import type { EmailDocument } from '../../../shared/email';

const doc = (sections: EmailDocument['sections']) => ({ name: 'Spring', sections }) as EmailDocument;
const text = { id: 't1', type: 'text', content: 'Hello.' } as const;

describe('the "Sent with Jungle Mail" line (issue 33)', () => {
  it('is shown on every plan but Premium', () => {
    expect(['free', 'pro', undefined, 'premium'].map(showsPoweredBy)).toEqual([true, true, true, false]);
  });

  it('joins the added campaign footer as its last line', () => {
    const out = withPoweredBy(
      doc([
        { id: 's1', elements: [text] },
        { id: FOOTER_SECTION_ID, elements: [{ id: 'f', type: 'footer', content: '1 Wick Lane' }] },
      ]),
    );
    expect(out.sections).toHaveLength(2);
    expect(out.sections[1]!.elements.map((e) => e.id)).toEqual(['f', POWERED_BY_ID]);
  });

  it('gets a section of its own after an email that has its own footer, leaving the input unchanged', () => {
    const input = doc([{ id: 's1', elements: [text] }]);
    const out = withPoweredBy(input);
    expect(out.sections.map((s) => s.id)).toEqual(['s1', POWERED_BY_ID]);
    expect(out.sections[1]!.elements[0]).toMatchObject({ type: 'footer', content: POWERED_BY });
    expect(input.sections).toHaveLength(1);
  });

  it('is rendered in the campaign (and flow) template only when asked, in HTML and text', () => {
    const base = {
      documentJson: JSON.stringify(doc([{ id: 's1', elements: [text] }])),
      subject: 'Hi',
      replyTo: undefined,
      verifiedDomain: 'shop.example.com',
      siteUrl: 'http://localhost:3000',
    };
    const on = campaignTemplate({ ...base, poweredBy: true });
    const off = campaignTemplate({ ...base, poweredBy: false });
    expect(on?.html).toContain(POWERED_BY);
    expect(on?.text).toContain(POWERED_BY);
    expect(off?.html).not.toContain(POWERED_BY);
    expect(off?.text).not.toContain(POWERED_BY);
  });
});
