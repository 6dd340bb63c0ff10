import { flowMessages } from '../../../shared/contracts/flows';
import type { ProjectSummary } from '../../../shared/contracts/projects';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { flowWrongStatus } from '../flows/flow-errors';
import { ownedFlow } from '../flows/owned-flow';
import { insertProject } from '../projects/insert-project';

/**
 * POST /api/flows/{flowId}/emails (issue 32): a new, empty email made from the flow builder for one of the
 * caller's flows. Like the prebuilt drafts' emails it is a flow email (insert-project.ts `flowEmail`): it
 * lives with its flows, does not count against the plan's projects, and its delete gives none back. An
 * email made on the dashboard and chosen in a step stays a project (docs/product.md › Automations).
 * Named after the flow unless named; another account's flow or an archived one makes nothing.
 */
export async function createBuilderEmail(
  deps: { store: Store; clock: Clock },
  accountId: string,
  flowId: string,
  name?: string,
): Promise<ProjectSummary> {
  const flow = await ownedFlow(deps.store, accountId, flowId);
  if (flow.status === 'archived') throw flowWrongStatus(flowMessages.archived);
  const wantedName = name ?? `${flow.name} email`.slice(0, 100);
  return insertProject(deps, { userId: accountId, wantedName, flowEmail: true });
}
