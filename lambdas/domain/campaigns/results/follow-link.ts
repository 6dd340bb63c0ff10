import type { Clock } from '../../../ports/clock';
import type { Store } from '../../../ports/store';
import { verifyClick } from '../../links/click-token';
import type { LinkKeys } from '../../links/signed-token';
import { readCampaignLinks } from '../../items/campaign-links';
import { recordClick, recordOpen } from './record-engagement';

export interface EngagementPorts {
  store: Store;
  signing: LinkKeys;
  clock: Clock;
}

/** Where a click goes: the link's target, or a refusal (never a redirect to anything the token names). */
export type ClickOutcome =
  | { kind: 'redirect'; url: string }
  /** Altered, forged, of another purpose, an opens token, or no such link of the campaign. */
  | { kind: 'unknown' }
  /** A genuine link whose stored target is not http(s) (never written so; refused all the same). */
  | { kind: 'unsafe' };

const HTTP = /^https?:\/\/[^\s/?#]+/i;
const CONTROL_OR_SPACE = /[\s\p{Cc}]/u;

/**
 * GET /c/{token}: the click is counted before the answer (exact: record-engagement.ts) and the reader sent
 * to the link's stored target, found by the token's index in keys.campaignLinks.
 */
export async function followLink(ports: EngagementPorts, token: string): Promise<ClickOutcome> {
  const claims = await verifyClick(ports.signing, token);
  if (!claims || claims.link === undefined) return { kind: 'unknown' };
  const campaign = await readCampaignLinks(ports.store, claims.campaignId);
  const link = campaign?.links[claims.link];
  if (!link) return { kind: 'unknown' };
  if (!HTTP.test(link.target) || CONTROL_OR_SPACE.test(link.target)) return { kind: 'unsafe' };
  await recordClick(ports.store, { ...claims, link: claims.link }, ports.clock.now().toISOString());
  return { kind: 'redirect', url: link.target };
}

/** GET /o/{token}.gif: counts an open of a genuine opens token; anything else counts nothing. */
export async function countOpen(ports: EngagementPorts, token: string): Promise<boolean> {
  const claims = await verifyClick(ports.signing, token);
  if (!claims || claims.link !== undefined) return false;
  if (!(await readCampaignLinks(ports.store, claims.campaignId))) return false;
  await recordOpen(ports.store, claims, ports.clock.now().toISOString());
  return true;
}
