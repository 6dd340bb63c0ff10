import { projectsBusy } from './project-errors';
import type { Blobs } from '../../ports/blobs';
import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';
import { imagesPrefix, PENDING_PREFIX } from '../editor/images';
import { withRetries } from '../store-retry';

/**
 * What a project owns besides its list item, content item and name claim (deleted by delete-project's
 * transaction): everything under pk PROJECT#{id} (chat messages, pending changes, versions and their
 * documents) and its uploaded images (projects/{id}/images/ in the bucket). Callers check ownership first.
 */

/** DynamoDB TransactWriteItems takes at most 100 writes. */
export const TRANSACT_MAX_WRITES = 100;
/** Items read per page while deleting a partition (each page is deleted before the next is read). */
const PAGE_SIZE = 100;

const projectPartition = (projectId: string) => keys.version(projectId, '', '').pk;

/** Deletes every item of pk PROJECT#{id}, a page at a time, in transactions of at most 100 deletes. */
export async function deleteProjectItems(store: Store, projectId: string): Promise<number> {
  const partition = projectPartition(projectId);
  let deleted = 0;
  let startKey: Item | undefined;
  do {
    const page = await store.queryPage({ partition, limit: PAGE_SIZE, ...(startKey ? { startKey } : {}) });
    for (let i = 0; i < page.items.length; i += TRANSACT_MAX_WRITES) {
      const chunk = page.items.slice(i, i + TRANSACT_MAX_WRITES);
      // A chat turn writing the same item at that moment makes the transaction collide: try again.
      await withRetries(
        () =>
          store.transact(
            chunk.map((item) => ({ kind: 'delete', key: { pk: String(item.pk), sk: String(item.sk) } })),
          ),
        projectsBusy,
      );
      deleted += chunk.length;
    }
    startKey = page.next;
  } while (startKey);
  return deleted;
}

/**
 * The texts of the owner's other projects (content, versions, pending changes, messages): a duplicated
 * project's document keeps pointing at the images of the project it was copied from.
 */
async function otherProjectsText(store: Store, userId: string, projectId: string): Promise<string[]> {
  const docPrefix = keys.projectContent(userId, '').sk;
  const contents = await store.query({ partition: keys.profile(userId).pk, beginsWith: docPrefix });
  const texts: string[] = [];
  for (const content of contents) {
    const otherId = String(content.sk).slice(docPrefix.length);
    if (otherId === projectId) continue;
    texts.push(JSON.stringify(content));
    for (const item of await store.query({ partition: projectPartition(otherId) }))
      texts.push(JSON.stringify(item));
  }
  return texts;
}

/**
 * Deletes the project's uploads not yet confirmed and its images, except those another project of the
 * owner still shows.
 */
export async function deleteProjectImages(
  ports: { store: Store; blobs: Blobs },
  userId: string,
  projectId: string,
): Promise<{ deleted: number; kept: number }> {
  const pending = await ports.blobs.list(PENDING_PREFIX + imagesPrefix(projectId));
  await ports.blobs.deleteMany(pending);
  const stored = await ports.blobs.list(imagesPrefix(projectId));
  if (stored.length === 0) return { deleted: pending.length, kept: 0 };
  const texts = await otherProjectsText(ports.store, userId, projectId);
  const unused = stored.filter((key) => !texts.some((text) => text.includes(key)));
  await ports.blobs.deleteMany(unused);
  return { deleted: pending.length + unused.length, kept: stored.length - unused.length };
}
