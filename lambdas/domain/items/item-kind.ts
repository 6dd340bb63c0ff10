import type * as z from 'zod';
import type { Item } from '../../ports/store';

/** One access pattern an item kind serves: what it finds, and the key that finds it in one read or query. */
export interface AccessPattern {
  what: string;
  /** e.g. `pk USER#{accountId} sk SETUP`, or `gsi1 TRACKING#{trackingId} gsi1sk SETUP` for an index. */
  key: string;
}

/** A stored item kind: its module in lambdas/domain/items/ is the only code that reads or writes it. */
export interface ItemKind {
  name: string;
  patterns: readonly AccessPattern[];
}

/** Thrown when a stored item does not match its kind's schema: a bug in a writer, never the user's input. */
export class StoredItemError extends Error {
  constructor(kind: string, item: Item, issues: string) {
    super(
      `A stored ${kind} item (${String(item.pk)} / ${String(item.sk)}) does not match its schema: ${issues}`,
    );
    this.name = 'StoredItemError';
  }
}

/** Parses a stored item with its kind's schema (strict: a mismatch throws StoredItemError). */
export function parseStored<S extends z.ZodType>(kind: string, schema: S, item: Item): z.output<S> {
  const parsed = schema.safeParse(item);
  if (!parsed.success) throw new StoredItemError(kind, item, parsed.error.message);
  return parsed.data;
}
