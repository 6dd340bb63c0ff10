import { describe, expect, it } from 'vitest';
import { getOrCreateTrackingId } from '../../../lambdas/domain/tracking/get-or-create-tracking-id';
import { ingestEvent } from '../../../lambdas/domain/tracking/ingest-event';
import { pixelStatus, SETUP_NOT_FOUND_MESSAGE } from '../../../lambdas/domain/tracking/pixel-status';
import { keys } from '../../../lambdas/table';
import { isTrackingId } from '../../../shared/tracking/event';
import { pixelHelpFor, pixelStatusResponseSchema } from '../../../shared/tracking/status';
import { FakeClock } from './memory-store';
import { eventBody, SETUP_ID, seededStore, SUB } from './fixtures';

describe('pixelStatus', () => {
  it("answers 'not yet received' (with the spec's help) before any event", async () => {
    const status = await pixelStatus({ store: seededStore() }, { accountId: SUB, setupId: SETUP_ID });
    expect(status).toEqual({ success: false, message: 'Pixel event not yet received.' });
    expect(pixelHelpFor(status.message)).toMatch(/^Make sure you've saved\/published the script/);
  });

  it('answers success with the first and latest event times and the page', async () => {
    const store = seededStore();
    const clock = new FakeClock();
    await ingestEvent({ store, clock }, eventBody({ page_url: 'https://candles.example/' }));
    clock.advance(90_000);
    await ingestEvent(
      { store, clock },
      eventBody({ event_name: 'purchase', page_url: 'https://candles.example/thanks' }),
    );

    const status = await pixelStatus({ store }, { accountId: SUB, setupId: SETUP_ID });
    expect(pixelStatusResponseSchema.parse(status)).toEqual({
      success: true,
      message: 'Pixel is installed: events are arriving from your site.',
      details: {
        firstEventAt: '2025-03-01T12:00:00.000Z',
        latestEventAt: '2025-03-01T12:01:30.000Z',
        pageUrl: 'https://candles.example/thanks',
        eventName: 'purchase',
      },
    });
  });

  it('still says installed once every event has expired', async () => {
    const store = seededStore();
    await ingestEvent({ store, clock: new FakeClock() }, eventBody());
    for (const key of [...store.items.keys()]) if (key.includes('EVENT#')) store.items.delete(key);
    const status = await pixelStatus({ store }, { accountId: SUB });
    expect(status).toMatchObject({
      success: true,
      message: 'Pixel was installed, but no events arrived in the last 90 days.',
      details: {
        firstEventAt: '2025-03-01T12:00:00.000Z',
        latestEventAt: null,
        pageUrl: 'https://candles.example/',
      },
    });
  });

  it('falls back to the first-event marker when the setup lost its tracking fields', async () => {
    const store = seededStore();
    await ingestEvent({ store, clock: new FakeClock() }, eventBody());
    await store.update(keys.setup(SUB), { trackingFirstEventAt: undefined, trackingFirstPageUrl: undefined });
    expect(await store.get(keys.firstTrackingEvent(SETUP_ID))).toBeDefined();
    const status = await pixelStatus({ store }, { accountId: SUB });
    expect(status.details?.firstEventAt).toBe('2025-03-01T12:00:00.000Z');
  });

  it.each([
    ['no setup', seededStore(), 'someone-else', SETUP_ID],
    ['another setup id', seededStore(), SUB, 'setup-999'],
  ])('answers not found for %s', async (_name, store, accountId, setupId) => {
    await expect(pixelStatus({ store }, { accountId, setupId })).rejects.toMatchObject({
      kind: 'not_found',
      message: SETUP_NOT_FOUND_MESSAGE,
    });
  });
});

describe('getOrCreateTrackingId', () => {
  it('returns the existing id', async () => {
    const store = seededStore();
    expect(await getOrCreateTrackingId({ store }, { accountId: SUB, setupId: SETUP_ID })).toEqual({
      trackingPixelId: 'jm_0123456789abcdefABCDEF',
    });
  });

  it('creates one id, resolvable by the ingest, and returns it again later', async () => {
    const store = seededStore({ trackingId: null });
    const { trackingPixelId } = await getOrCreateTrackingId({ store }, { accountId: SUB, setupId: SETUP_ID });
    expect(isTrackingId(trackingPixelId)).toBe(true);
    expect(trackingPixelId).not.toContain(SETUP_ID);
    expect(await store.get(keys.setup(SUB))).toMatchObject({
      trackingId: trackingPixelId,
      ...keys.trackingIndex(trackingPixelId),
    });
    expect(await getOrCreateTrackingId({ store }, { accountId: SUB })).toEqual({ trackingPixelId });
    await expect(
      ingestEvent({ store, clock: new FakeClock() }, eventBody({ tracking_id: trackingPixelId })),
    ).resolves.toMatchObject({ setupId: SETUP_ID });
  });

  it('gives two concurrent callers the same id', async () => {
    const store = seededStore({ trackingId: null });
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => getOrCreateTrackingId({ store }, { accountId: SUB })),
    );
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(await store.get(keys.trackingIdClaim(SETUP_ID))).toMatchObject({ trackingId: a?.trackingPixelId });
    expect((await store.get(keys.setup(SUB)))?.trackingId).toBe(a?.trackingPixelId);
  });

  it('answers not found without a setup', async () => {
    await expect(
      getOrCreateTrackingId({ store: seededStore() }, { accountId: 'nobody' }),
    ).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
