import { brandChanges, APPLY_BRAND_RATIONALE } from '../../../shared/brand/brand-changes';
import type { ApplyBrandResponse } from '../../../shared/contracts/brand';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { ownedProject } from '../editor/project-access';
import { pendingItems, saveBatch } from '../items/pending-change';
import { getSavedContent } from '../items/project-content';
import { brandKitOf } from './brand-kit';

/**
 * "Apply my brand" on the caller's saved email (issue 33): the brand kit's changes (brandChanges) stored as
 * one batch of pending changes, the way the assistant's are, so the owner reviews them in the editor's chat
 * and accepts or rejects each (accepting is undoable like every change). Nothing is stored when the email
 * already follows the kit. Another account's project is a 404; an email never saved, 409.
 */
export async function applyBrandBatch(
  deps: { store: Store; clock: Clock },
  accountId: string,
  projectId: string,
): Promise<ApplyBrandResponse> {
  await ownedProject(deps.store, accountId, projectId);
  const [content, kit] = await Promise.all([
    getSavedContent(deps.store, accountId, projectId),
    brandKitOf(deps.store, accountId),
  ]);
  if (!content)
    throw new DomainError(
      'conflict',
      'email_empty',
      'This email has nothing to brand yet: add some content first.',
    );
  const changes = brandChanges(content.document, kit.brand);
  if (changes.length === 0) return { batchId: null, changes: 0 };
  const batchId = globalThis.crypto.randomUUID();
  await saveBatch(
    deps.store,
    pendingItems(projectId, batchId, changes, APPLY_BRAND_RATIONALE, deps.clock.now()),
  );
  return { batchId, changes: changes.length };
}
