import { describe, expect, it } from 'vitest';
import { campaignSlug, CAMPAIGN_SLUG_NAME_MAX } from '../../../shared/campaigns/slug';

const id = '3F2A9C1E-77b0-4c1d-9e2f-0a1b2c3d4e5f';

describe('campaignSlug', () => {
  it('is the name in lower-case words joined by dashes, then the id’s first 8 characters', () => {
    expect(campaignSlug({ id, name: 'Black Friday: 20% off!' })).toBe('black-friday-20-off-3f2a9c1e');
  });

  it('drops accents and keeps only a-z, 0-9 and single dashes', () => {
    expect(campaignSlug({ id, name: '  Crème brûlée — été  ' })).toBe('creme-brulee-ete-3f2a9c1e');
  });

  it('keeps two campaigns with the same name apart', () => {
    const other = 'aa11bb22-0000-4000-8000-000000000000';
    expect(campaignSlug({ id, name: 'Sale' })).not.toBe(campaignSlug({ id: other, name: 'Sale' }));
  });

  it('shortens a long name without a trailing dash', () => {
    const slug = campaignSlug({ id, name: `${'a'.repeat(CAMPAIGN_SLUG_NAME_MAX - 1)} bcd` });
    expect(slug).toBe(`${'a'.repeat(CAMPAIGN_SLUG_NAME_MAX - 1)}-3f2a9c1e`);
  });

  it('falls back to "campaign" when the name has no letters or digits', () => {
    expect(campaignSlug({ id, name: '🕯️🕯️' })).toBe('campaign-3f2a9c1e');
  });
});
