import { keys } from '../../../lambdas/table';
import { MemoryStore } from './memory-store';

export const SUB = 'user-sub-1';
export const SETUP_ID = 'setup-1';
export const TRACKING_ID = 'jm_0123456789abcdefABCDEF';

/** A setup item as onboarding writes it, with a tracking id already issued. */
export function seededStore(options: { trackingId?: string | null; domain?: string } = {}): MemoryStore {
  const store = new MemoryStore();
  const trackingId = options.trackingId === undefined ? TRACKING_ID : options.trackingId;
  store.items.set(`USER#${SUB}\u0000SETUP`, {
    ...keys.setup(SUB),
    id: SETUP_ID,
    userId: SUB,
    domain: options.domain ?? 'candles.example',
    ...(trackingId ? { trackingId, ...keys.trackingIndex(trackingId) } : {}),
  });
  return store;
}

export function eventBody(patch: Record<string, unknown> = {}): string {
  return JSON.stringify({
    tracking_id: TRACKING_ID,
    event_name: 'pixel-loaded',
    event_data: { status: 'loaded', version: '1.0.0' },
    page_url: 'https://candles.example/',
    client_timestamp: '2025-03-01T11:59:58.000Z',
    ...patch,
  });
}
