import type { Store, TransactWrite } from '../../ports/store';
import { countClick, type ClickMessage } from '../campaigns/results/click-message';
import { recordClick } from '../campaigns/results/record-engagement';
import { flowStatsWrite, type StatsDelta } from '../items/flow-stats';
import { getFlowMailSource, type FlowMailSource } from '../items/flow-mail-source';
import { isFlowSourceId } from './flow-link-source';

/** The per-link unique counters a click adds to (campaign-engagement.ts › linkUnique: `link{i}Unique`). */
const LINK_UNIQUE = /^link\d+Unique$/;

/**
 * What a flow email's click adds to its flow's numbers (items/flow-stats.ts), pure: the change of the
 * source's per-link unique clickers, so a step's `clicks` count each person once per link, with the
 * campaign's machine-click rules (links/click-counts.ts: a scanner's click adds nothing, a burst found
 * later takes its clicks back off). The flow's own `clicks` add the same.
 */
export function flowClickDelta(source: Pick<FlowMailSource, 'stepId'>, add: Record<string, number>) {
  const unique = Object.entries(add)
    .filter(([name]) => LINK_UNIQUE.test(name))
    .reduce((sum, [, n]) => sum + n, 0);
  const delta: StatsDelta = unique === 0 ? {} : { clicks: unique, [`step:${source.stepId}:clicks`]: unique };
  return delta;
}

/**
 * The 'campaign-clicks' consumer's count of any mail's click (issue 32, flow email clicks): a campaign's as
 * before (click-message.ts); a flow email's (its source id: flow-link-source.ts) the same way, exactly once
 * per click id, with its flow step's counters added in the same transaction. A flow source whose item is
 * gone (the flow deleted) counts on the source's own counters only.
 */
export async function countMailClick(store: Store, message: ClickMessage): Promise<boolean> {
  if (!isFlowSourceId(message.campaignId)) return countClick(store, message);
  const source = await getFlowMailSource(store, message.campaignId);
  const alsoWrite = (add: Record<string, number>): TransactWrite[] => {
    const write = source && flowStatsWrite(source.sub, source.flowId, flowClickDelta(source, add));
    return write ? [write] : [];
  };
  return recordClick(store, message, message.at, alsoWrite);
}
