import type { Blobs } from '../../ports/blobs';
import type { Store } from '../../ports/store';
import { projectPartitionTexts } from '../items/project';
import { queryProjectContents } from '../items/project-content';
import { imagesPrefix, PENDING_PREFIX } from './images';

/**
 * The texts of the owner's other projects (content, versions, pending changes, messages): a duplicated
 * project's document keeps pointing at the images of the project it was copied from.
 */
async function otherProjectsText(store: Store, accountId: string, projectId: string): Promise<string[]> {
  const texts: string[] = [];
  for (const content of await queryProjectContents(store, accountId)) {
    if (content.projectId === projectId) continue;
    texts.push(JSON.stringify(content));
    texts.push(...(await projectPartitionTexts(store, content.projectId)));
  }
  return texts;
}

/**
 * Deletes a project's uploads not yet confirmed and its images (projects/{id}/images/ in the bucket),
 * except those another project of the owner still shows. Callers check ownership first (project delete).
 */
export async function deleteProjectImages(
  ports: { store: Store; blobs: Blobs },
  accountId: string,
  projectId: string,
): Promise<{ deleted: number; kept: number }> {
  const pending = await ports.blobs.list(PENDING_PREFIX + imagesPrefix(projectId));
  await ports.blobs.deleteMany(pending);
  const stored = await ports.blobs.list(imagesPrefix(projectId));
  if (stored.length === 0) return { deleted: pending.length, kept: 0 };
  const texts = await otherProjectsText(ports.store, accountId, projectId);
  const unused = stored.filter((key) => !texts.some((text) => text.includes(key)));
  await ports.blobs.deleteMany(unused);
  return { deleted: pending.length + unused.length, kept: stored.length - unused.length };
}
