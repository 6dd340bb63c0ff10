import type { Item, Key } from '../../ports/store';

/**
 * The attributes of the setup item (pk USER#{sub}, sk SETUP) this area reads and writes. The setup item
 * itself belongs to onboarding; tracking adds only the tracking* attributes and the gsi1 keys.
 */
export interface SetupTrackingView {
  key: Key;
  /** The spec's email setup id; partitions the tracking events (keys.trackingEvent). */
  setupId: string;
  domain: string | undefined;
  trackingId: string | undefined;
  trackingFirstEventAt: string | undefined;
  trackingFirstPageUrl: string | undefined;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function readSetup(item: Item): SetupTrackingView {
  const { pk, sk, id } = item;
  if (typeof pk !== 'string' || typeof sk !== 'string' || typeof id !== 'string') {
    throw new Error('Setup item lacks pk, sk or id');
  }
  return {
    key: { pk, sk },
    setupId: id,
    domain: str(item.domain),
    trackingId: str(item.trackingId),
    trackingFirstEventAt: str(item.trackingFirstEventAt),
    trackingFirstPageUrl: str(item.trackingFirstPageUrl),
  };
}
