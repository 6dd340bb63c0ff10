import { describe, expect, it } from 'vitest';
import { BLANK_DESCRIPTION_MESSAGE, checkBusinessDescription } from '../../../web/features/landing/landing';
import { formatLastUpdated, SUPPORT_EMAIL, TRACKING_RETENTION_DAYS } from '../../../web/features/legal/legal';
import {
  FORM_FLOW_STATE,
  isFormFlowState,
  PENDING_BUSINESS_DESCRIPTION_KEY,
} from '../../../web/lib/pending-progress';

describe('landing description', () => {
  it('rejects blank text with the spec alert', () => {
    for (const raw of ['', '   ', '\n\t '])
      expect(checkBusinessDescription(raw)).toEqual({ ok: false, message: BLANK_DESCRIPTION_MESSAGE });
    expect(BLANK_DESCRIPTION_MESSAGE).toBe('Please describe your business first!');
  });

  it('accepts and trims a description', () => {
    expect(checkBusinessDescription('  Candles and soaps \n')).toEqual({
      ok: true,
      description: 'Candles and soaps',
    });
  });

  it('stores under the key and marks the navigation as the spec says', () => {
    expect(PENDING_BUSINESS_DESCRIPTION_KEY).toBe('pendingBusinessDescription');
    expect(FORM_FLOW_STATE).toEqual({ fromFormFlow: true });
    expect(isFormFlowState(FORM_FLOW_STATE)).toBe(true);
    expect(isFormFlowState({ fromFormFlow: 'yes' })).toBe(false);
    expect(isFormFlowState(null)).toBe(false);
  });
});

describe('legal pages', () => {
  it("formats 'Last updated' like 'November 22, 2026'", () => {
    expect(formatLastUpdated(new Date(2026, 10, 22))).toBe('November 22, 2026');
    expect(formatLastUpdated(new Date(2027, 0, 5))).toBe('January 5, 2027');
  });

  it('names the support contact and the tracking retention', () => {
    expect(SUPPORT_EMAIL).toBe('support@junglemail.app');
    expect(TRACKING_RETENTION_DAYS).toBe(90);
  });
});
