import { describe, expect, it } from 'vitest';
import { OfflineLlm } from '../../../lambdas/adapters/local/offline-llm';
import { brandBlock } from '../../../lambdas/domain/ai/prompt';
import { runTurn } from '../../../lambdas/domain/ai/run-turn';
import { defaultBrandKit, type BrandKit } from '../../../shared/contracts/brand';
import { emailDocumentSchema, renderEmailHtml } from '../../../shared/email';

const brand: BrandKit = {
  ...defaultBrandKit('lumen-candles.com'),
  logoUrl: 'https://cdn.lumen-candles.com/logo.png',
  colors: { primary: '#7a1f5c', accent: '#e0a100', background: '#fbf7f2', text: '#2b2b2b', link: '#0b5cad' },
  font: 'georgia',
  buttonShape: 'pill',
  social: [{ platform: 'instagram', href: 'https://instagram.com/lumen' }],
};

async function draft(withBrand: BrandKit | undefined) {
  const out = await runTurn(
    new OfflineLlm(),
    {
      mode: 'major',
      document: emailDocumentSchema.parse({ sections: [] }),
      setup: { businessDescription: 'Hand-poured candles.', goals: [], selectedCampaignIds: [] },
      brand: withBrand,
      history: [],
      message: 'A welcome email for new subscribers',
    },
    () => {},
  );
  if (!out.ok || !out.document) throw new Error('no email');
  return out.document;
}

describe('the offline composer takes the brand kit (issue 33)', () => {
  it("draws the first email in the shop's colours, font, button shape, logo and social links", async () => {
    const html = renderEmailHtml(await draft(brand));
    // The welcome draft has no inline link, so the link colour shows only where a link is (apply-brand.test.ts).
    for (const colour of ['#7a1f5c', '#2b2b2b', '#e0a100']) expect(html).toContain(colour);
    expect(html).toContain('Georgia, Times, serif');
    expect(html).toContain('border-radius:999px');
    expect(html).toContain('https://cdn.lumen-candles.com/logo.png');
    expect(html).toContain('https://instagram.com/lumen');
  });

  it('keeps the default look without a brand', async () => {
    const html = renderEmailHtml(await draft(undefined));
    expect(html).not.toContain('#7a1f5c');
    expect(html).not.toContain('logo.png');
  });

  it("puts the brand in the assistant's prompt", () => {
    const text = brandBlock(brand);
    expect(text).toContain('Brand of "Lumen Candles"');
    expect(text).toContain('buttons #7a1f5c (pill)');
    expect(text).toContain('Logo: https://cdn.lumen-candles.com/logo.png');
  });
});
