import { describe, expect, it } from 'vitest';
import { readSetupTracking } from '../../../lambdas/domain/items/setup';
import { StoredItemError } from '../../../lambdas/domain/items/item-kind';

/** The setup as the tracking ingest reads it on every event (a typed reader, no schema). */
describe('readSetupTracking', () => {
  const item = {
    pk: 'USER#acc-1',
    sk: 'SETUP',
    id: 'setup-1',
    domain: 'candles.example.com',
    trackingId: 'jm_abc',
    trackingFirstEventAt: '2031-01-01T00:00:00.000Z',
    trackingFirstPageUrl: 'https://candles.example.com/',
    dnsRecords: [],
  };

  it('reads the account, the setup and its tracking attributes', () => {
    expect(readSetupTracking(item)).toEqual({
      key: { pk: 'USER#acc-1', sk: 'SETUP' },
      accountId: 'acc-1',
      setupId: 'setup-1',
      domain: 'candles.example.com',
      trackingId: 'jm_abc',
      trackingFirstEventAt: '2031-01-01T00:00:00.000Z',
      trackingFirstPageUrl: 'https://candles.example.com/',
    });
  });

  it('leaves an empty or non-text attribute unset, and an account only under USER#', () => {
    const view = readSetupTracking({
      ...item,
      pk: 'OTHER#x',
      domain: '',
      trackingId: 7,
      trackingFirstEventAt: null,
    });
    expect(view).toMatchObject({ accountId: '', domain: undefined, trackingId: undefined });
    expect(view.trackingFirstEventAt).toBeUndefined();
  });

  it('refuses an item without its keys or id, naming what is missing', () => {
    const { id: _id, ...noId } = item;
    expect(() => readSetupTracking(noId)).toThrow(StoredItemError);
    expect(() => readSetupTracking(noId)).toThrow(/id: expected a string/);
    expect(() => readSetupTracking({ ...item, sk: 5 })).toThrow(/sk: expected a string/);
  });
});
