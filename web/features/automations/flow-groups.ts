/** The flows of /automations grouped by status (pure). */
import { flowStatuses, type FlowStatus, type FlowSummary } from '../../../shared/contracts/flows';

export const statusHeadings: Record<FlowStatus, string> = {
  draft: 'Drafts',
  live: 'Live',
  paused: 'Paused',
  archived: 'Archived',
};

/** The flows of each status, in the order draft, live, paused, archived; empty groups left out. */
export function groupByStatus(flows: readonly FlowSummary[]): [FlowStatus, FlowSummary[]][] {
  return flowStatuses
    .map((status): [FlowStatus, FlowSummary[]] => [status, flows.filter((f) => f.status === status)])
    .filter(([, list]) => list.length > 0);
}

export const statusLabels: Record<FlowStatus, string> = {
  draft: 'Draft',
  live: 'Live',
  paused: 'Paused',
  archived: 'Archived',
};
