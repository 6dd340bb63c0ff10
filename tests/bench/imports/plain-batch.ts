/**
 * The import bench's baseline (tests/bench/imports.ts): the same items an import of `rows` good rows writes
 * (each contact and its address's claim), put with plain BatchWriteItem (no condition, no counts), a batch
 * of 500 rows at a time as the import's job takes them, into a fresh account of the same table.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { newContactItem } from '../../../lambdas/domain/items/contact';
import { keys } from '../../../lambdas/table';

const BATCH_ROWS = 500;

export async function plainBatchWrite(store: DynamoStore, rows: number): Promise<{ ms: number }> {
  const accountId = `bench-plain-${randomUUID()}`;
  const at = new Date().toISOString();
  const t0 = performance.now();
  for (let from = 0; from < rows; from += BATCH_ROWS) {
    const items = [];
    for (let i = from; i < Math.min(rows, from + BATCH_ROWS); i += 1) {
      const contactId = randomUUID();
      const emailHash = `h${i}-${contactId}`;
      items.push(
        newContactItem(accountId, {
          contactId,
          email: `p${i}@example.com`,
          emailHash,
          firstName: `First${i}`,
          lastName: `Last${i}`,
          tags: ['bench', `size-${rows}`],
          status: 'subscribed',
          consent: { source: 'import', at, attestation: 'bench', importId: 'bench' },
          at,
        }),
        { ...keys.contactEmail(accountId, emailHash), contactId, updatedAt: at },
      );
    }
    await store.putMany(items);
  }
  return { ms: performance.now() - t0 };
}
