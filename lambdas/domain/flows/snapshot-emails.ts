import type { FlowDefinition, FlowStep } from '../../../shared/contracts/flows';
import type { Store } from '../../ports/store';
import { flowEmailSnapshotWrite, getFlowEmailSnapshot } from '../items/flow-email-snapshot';
import { getProjectContent } from '../items/project-content';
import { allSteps } from './step-tree';

type EmailStep = Extract<FlowStep, { type: 'email' }>;

/** The email steps of a definition, in the order a contact meets them (depth first). */
export const emailSteps = (definition: Pick<FlowDefinition, 'steps'>): EmailStep[] =>
  allSteps(definition.steps).filter((step): step is EmailStep => step.type === 'email');

/**
 * Issue 32: copies each email step's project document into the step's snapshot for this version, as a
 * campaign snapshots its email at send. Call it whenever a version becomes the one live contacts enter on
 * (a draft switched live, a live or paused flow saved as a new version). A step whose project has no saved
 * document gets none (the campaign checks of going live refuse it). One put per email, each at most the
 * document's size, so a flow of 60 ~100 KB emails never meets DynamoDB's 400 KB item or 4 MB transaction.
 * Returns the ids of the steps snapshotted.
 */
export async function snapshotFlowEmails(
  store: Store,
  accountId: string,
  flowId: string,
  version: number,
  definition: Pick<FlowDefinition, 'steps'>,
  at: string = new Date().toISOString(),
): Promise<string[]> {
  const done: string[] = [];
  for (const step of emailSteps(definition)) {
    const content = await getProjectContent(store, accountId, step.projectId);
    if (!content?.documentJson || !content.document) continue;
    await store.transact([
      flowEmailSnapshotWrite({
        accountId,
        flowId,
        version,
        stepId: step.id,
        projectId: step.projectId,
        documentJson: content.documentJson,
        snapshotAt: at,
      }),
    ]);
    done.push(step.id);
  }
  return done;
}

/** The document a flow email sends: the step's snapshot for the version, else (a draft, a test) the project's. */
export async function flowEmailDocumentJson(
  store: Store,
  ref: { accountId: string; flowId: string; version?: number; stepId?: string; projectId: string },
): Promise<string | undefined> {
  if (ref.version !== undefined && ref.stepId !== undefined) {
    const snapshot = await getFlowEmailSnapshot(store, { ...ref, version: ref.version, stepId: ref.stepId });
    if (snapshot) return snapshot.documentJson;
  }
  return (await getProjectContent(store, ref.accountId, ref.projectId))?.documentJson;
}
