import type { Store } from '../../ports/store';
import { deleteProjectPartition } from '../items/project';
import { withRetries } from '../store-retry';
import { projectsBusy } from './project-errors';

/**
 * What a project owns besides its list item, content item and name claim (deleted by delete-project's
 * transaction): everything under pk PROJECT#{id} (chat messages, pending changes, versions and their
 * documents). Its uploaded images are the editor's (editor/project-images.ts). Callers check ownership first.
 */

/** Deletes every item of pk PROJECT#{id}, a page at a time, in transactions of at most 100 deletes. */
export function deleteProjectItems(store: Store, projectId: string): Promise<number> {
  // A chat turn writing the same item at that moment makes the transaction collide: try again.
  return deleteProjectPartition(store, projectId, (write) => withRetries(write, projectsBusy));
}
