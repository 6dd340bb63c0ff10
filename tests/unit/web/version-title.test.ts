import { describe, expect, it } from 'vitest';
import { versionTitle } from '../../../web/features/editor/model/version-title';

/** docs/product.md › Saving and versions: versions are shown with the viewer's local date and time, whatever name was stored. */
describe('versionTitle', () => {
  const createdAt = '2026-11-24T16:32:58.000Z';
  const us = { locale: 'en-US', timeZone: 'America/New_York' };

  it('renders the stored timestamp in the viewer’s zone and format, for every kind of version', () => {
    const manual = { name: 'Version created at 11/24/2026, 4:32:58 PM', createdAt };
    const accepted = { name: 'Version created at 2026-11-24 16:32 UTC', createdAt };
    expect(versionTitle(manual, us)).toBe('Version created at 11/24/2026, 11:32:58 AM');
    expect(versionTitle(accepted, us)).toBe(versionTitle(manual, us));
    expect(versionTitle(accepted, { locale: 'en-GB', timeZone: 'Europe/London' })).toBe(
      'Version created at 24/11/2026, 16:32:58',
    );
  });

  it('keeps the stored name only when there is no readable timestamp', () => {
    expect(versionTitle({ name: 'Version created at yesterday', createdAt: 'not a date' }, us)).toBe(
      'Version created at yesterday',
    );
  });
});
