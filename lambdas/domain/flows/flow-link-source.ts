import { createHash } from 'node:crypto';
import { campaignSlug } from '../../../shared/campaigns/slug';
import type { Store } from '../../ports/store';
import { saveCampaignLinks, type CampaignLink } from '../items/campaign-links';
import { putFlowMailSource } from '../items/flow-mail-source';

/** Every flow email source id starts so (a campaign's id is a UUID: hex digits and dashes, never this). */
export const FLOW_SOURCE_PREFIX = 'flowstep-';

export interface FlowEmailRef {
  accountId: string;
  flowId: string;
  stepId: string;
  version: number;
}

/**
 * The id a flow step's email carries through the click redirect where a campaign's mail carries the
 * campaign's id (issue 32, flow email clicks): one per (account, flow, step, version), so each step's links
 * and their counts are apart per content version (a version's snapshot never changes, so neither does its
 * link list). A hash, not the ids joined: step ids are free text up to 64 characters, and the click token's
 * fields are ids of at most 64 of [A-Za-z0-9_-] (links/signed-token.ts). 9 + 22 characters.
 */
export function flowSourceId(ref: FlowEmailRef): string {
  const digest = createHash('sha256')
    .update([ref.accountId, ref.flowId, ref.stepId, String(ref.version)].join('\n'))
    .digest('base64url');
  return FLOW_SOURCE_PREFIX + digest.slice(0, 22);
}

export const isFlowSourceId = (id: string) => id.startsWith(FLOW_SOURCE_PREFIX);

/**
 * How a flow step's email is tracked, as a campaign's is (campaigns/send/tracked-links.ts): its links through
 * the click redirect under the step's source id, the opens pixel, and UTM parameters whose utm_campaign is
 * the flow's slug (`flow-` and the flow id's first 8 characters, never changed by a rename), so visits,
 * conversions and revenue from its mails are credited to the flow by the site's analytics. Undefined for a
 * mail of no step and version (nothing to count it on): its links go out as written.
 */
export function flowTracking(input: {
  accountId: string;
  flowId: string;
  stepId?: string | undefined;
  version?: number | undefined;
}): { sourceId: string; ref: FlowEmailRef; options: { utmCampaign: string } } | undefined {
  const { accountId, flowId, stepId, version } = input;
  if (stepId === undefined || version === undefined) return undefined;
  const ref = { accountId, flowId, stepId, version };
  return {
    sourceId: flowSourceId(ref),
    ref,
    options: { utmCampaign: campaignSlug({ id: flowId, name: 'flow' }) },
  };
}

/** Sources this warm function has stored already (their items never change once written). */
const stored = new Set<string>();

/**
 * Stores what the click redirect and the click counter read for a flow email's source, before its first
 * mail goes out: its tracked links (items/campaign-links.ts, written once) and which flow step it is
 * (items/flow-mail-source.ts). Two writes the first time a warm function sends the source, none after.
 */
export async function storeFlowSource(
  store: Store,
  sourceId: string,
  ref: FlowEmailRef,
  links: readonly CampaignLink[],
): Promise<void> {
  if (stored.has(sourceId)) return;
  await Promise.all([
    saveCampaignLinks(store, ref.accountId, sourceId, links),
    putFlowMailSource(store, sourceId, {
      sub: ref.accountId,
      flowId: ref.flowId,
      stepId: ref.stepId,
      version: ref.version,
    }),
  ]);
  stored.add(sourceId);
}
