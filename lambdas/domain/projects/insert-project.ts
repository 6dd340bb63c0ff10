import { projectsBusy } from './project-errors';
import type { ProjectSummary } from '../../../shared/contracts/projects';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import { newProject, projectNameClaimWrite, projectSummary } from '../items/project';
import { projectContentCopyWrite, type ProjectContentRecord } from '../items/project-content';
import { getProfileRecord } from '../items/profile';
import { activeTier, countUpWrite, tierAllowingCreate, whyNoRoom } from './project-limit';
import { freeProjectName } from './project-names';
import { RetryAttempt, withRetries } from '../store-retry';

/**
 * A new project (create, duplicate) as ONE transaction: the profile's counter goes up only if the subscription
 * is active and the count below the tier's limit, the list item is put, the name is claimed, and the content
 * (duplicate) copied. Nothing is inserted first and rolled back later.
 *
 * Write order in the transaction: 0 profile, 1 list item, 2 name claim, 3 content (optional).
 * A failed profile condition is the limit (or status) reached; a failed claim is a name taken in the meantime,
 * so the name is picked again.
 *
 * A flow's email (`flowEmail`, docs/product.md › Automations) lives with its flow and is not counted: no
 * profile write (only an active subscription is required), and its delete gives nothing back.
 */
export async function insertProject(
  deps: { store: Store; clock: Clock },
  input: { userId: string; wantedName: string; content?: ProjectContentRecord; flowEmail?: boolean },
): Promise<ProjectSummary> {
  const { store } = deps;
  let nameRaces = 0;
  return withRetries(async () => {
    const profile = await getProfileRecord(store, input.userId);
    const tier = input.flowEmail ? activeTier(profile) : tierAllowingCreate(profile);
    const name = await freeProjectName(store, input.userId, input.wantedName, nameRaces);
    const at = deps.clock.now().toISOString();
    const projectId = globalThis.crypto.randomUUID();
    const { flowEmail } = input;
    const created = newProject({
      accountId: input.userId,
      projectId,
      name,
      at,
      ...(flowEmail && { flowEmail }),
    });
    const writes: TransactWrite[] = [
      ...(flowEmail ? [] : [countUpWrite(input.userId, tier, at)]),
      created.write,
      projectNameClaimWrite({ accountId: input.userId, projectId, name }),
    ];
    if (input.content) writes.push(projectContentCopyWrite(input.userId, projectId, input.content, at));
    const shift = flowEmail ? -1 : 0; // where the writes sit without the profile's
    try {
      await store.transact(writes);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.failedIndex === 0 + shift) await whyNoRoom(store, input.userId);
      if (error.failedIndex === 2 + shift) nameRaces += 1;
      // The name was taken meanwhile, the tier changed under us, or the store could not say: read again.
      throw new RetryAttempt();
    }
    return projectSummary(created.project);
  }, projectsBusy);
}
