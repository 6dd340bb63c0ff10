import { campaignSlug } from '../../../shared/campaigns/slug';
import type { Store } from '../../ports/store';
import { saveCampaignLinks, type CampaignLink } from '../items/campaign-links';
import {
  FLOW_SOURCE_PREFIX,
  flowMailSourcePartitions,
  flowSourceId,
  putFlowMailSource,
} from '../items/flow-mail-source';
import { getFlowEmailSnapshot } from '../items/flow-email-snapshot';
import { erasePartition, type Budget } from '../items/partition';
import { flowEmailDocumentJson } from './snapshot-emails';

export { flowSourceId };

export interface FlowEmailRef {
  accountId: string;
  flowId: string;
  stepId: string;
  version: number;
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

export type FlowTracking = NonNullable<ReturnType<typeof flowTracking>>;

/**
 * The document a flow email sends, and its tracking: tracked only when it is its version's snapshot (whose
 * link list never changes, so a token's link index always names the link it was made for). A mail of the
 * project's current document (a step with no snapshot) goes out untracked: its links could change under
 * the same source id.
 */
export async function flowEmailContent(
  store: Store,
  input: { accountId: string; flowId: string; projectId: string; stepId?: string; version?: number },
): Promise<{ documentJson: string | undefined; tracking?: FlowTracking }> {
  const tracking = flowTracking(input);
  const snapshot = tracking && (await getFlowEmailSnapshot(store, tracking.ref));
  if (snapshot) return { documentJson: snapshot.documentJson, tracking };
  return { documentJson: await flowEmailDocumentJson(store, input) };
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

/**
 * Erases the click items of every email the flow sent (the flow deleted): each source's links, counters,
 * click logs (who clicked) and source item. False when the budget ran out first (call again to resume).
 */
export async function eraseFlowMailSources(
  store: Store,
  accountId: string,
  flowId: string,
  budget: Budget,
  busy: () => Error,
): Promise<boolean> {
  for (const partition of await flowMailSourcePartitions(store, accountId, flowId))
    if (!(await erasePartition(store, partition, budget, busy))) return false;
  return true;
}
