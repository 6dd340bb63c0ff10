/**
 * Persistence over the single table, in our own terms (no SDK types). The DynamoDB adapter serves both
 * AWS and DynamoDB Local. Items are plain objects carrying their key attributes (see lambdas/table.ts).
 */
export type Item = Record<string, unknown>;
export interface Key {
  pk: string;
  sk: string;
}

export interface QueryInput {
  /** Omit for the base table. */
  index?: 'gsi1' | 'gsi2';
  partition: string;
  /** Sort key begins with this. */
  beginsWith?: string;
  /** Sort key between these two, both included (instead of beginsWith). */
  between?: readonly [string, string];
  /** Newest first when false. Default true. */
  ascending?: boolean;
  limit?: number;
  /** A strongly consistent read (base table only; twice the read cost): sees every write acknowledged before it. */
  consistent?: boolean;
}

/** A test on a non-key attribute (`contains`: a substring of a string, or an element of a list). */
export type FilterTest = { attribute: string; beginsWith: string } | { attribute: string; contains: string };

/** One page of a query: at most `limit` items from one Query call, and where the next page starts. */
export interface PageInput extends Omit<QueryInput, 'limit'> {
  limit: number;
  /** The `next` of the previous page. */
  startKey?: Item;
  /**
   * Kept only if every `all` test and at least one `any` test holds (DynamoDB's FilterExpression): the limit
   * counts the items read, so a filtered page may hold fewer than `limit`, even none, with a `next`.
   */
  filter?: { all?: FilterTest[]; any?: FilterTest[] };
}
export interface Page {
  items: Item[];
  /** Absent on the last page. */
  next?: Item;
}

/** An attribute test in a write's condition; `all` joins several with AND. */
export type Comparison =
  | { attribute: string; equals: unknown }
  | { attribute: string; lessThan: number }
  | { attribute: string; greaterThan: number };

/** One write in an all-or-nothing transaction. `condition` failing rejects the whole transaction. */
export type TransactWrite =
  | {
      kind: 'put';
      item: Item;
      condition?:
        | 'absent'
        | { attribute: string; equals: unknown }
        | { absentOr: { attribute: string; equals: unknown } };
    }
  | { kind: 'delete'; key: Key; condition?: { attribute: string; equals: unknown } }
  /**
   * Sets the given attributes (undefined removes one), like Store.update, and adds `add`'s numbers to
   * numeric attributes atomically (a counter). 'present' requires the item; comparisons require it too.
   */
  | {
      kind: 'update';
      key: Key;
      set: Item;
      add?: Record<string, number>;
      condition?: 'present' | Comparison | { all: Comparison[] };
    }
  /** Writes nothing; its condition must hold (e.g. a contact still subscribed) for the others to apply. */
  | { kind: 'check'; key: Key; condition: 'absent' | 'present' | Comparison | { all: Comparison[] } };

export class ConditionFailedError extends Error {
  /**
   * Index of the (first) write whose condition failed, when the store can tell; `failedIndexes`: every
   * write of the transaction whose condition failed, when the store can tell them all.
   */
  constructor(
    readonly failedIndex?: number,
    readonly failedIndexes?: readonly number[],
  ) {
    super('A condition of the write was not met');
    this.name = 'ConditionFailedError';
  }
}

/** A transaction collided with another one writing the same item at the same moment; a retry may succeed. */
export class TransactionConflictError extends Error {
  constructor() {
    super('The transaction collided with a concurrent one');
    this.name = 'TransactionConflictError';
  }
}

export interface Store {
  get(key: Key): Promise<Item | undefined>;
  /**
   * Many items at once (strongly consistent, in the keys' order, undefined where absent): far fewer calls
   * than one get each. Optional, so a store wrapped in a test need not have it: call it through getMany().
   */
  getMany?(keys: readonly Key[]): Promise<(Item | undefined)[]>;
  put(item: Item, condition?: 'absent'): Promise<void>;
  /** Many unconditional puts at once (far fewer calls than one put each). Optional: call it through putMany(). */
  putMany?(items: readonly Item[]): Promise<void>;
  /** Sets the given attributes (and removes those set to undefined); returns the whole new item. */
  update(key: Key, set: Item, condition?: 'present'): Promise<Item>;
  delete(key: Key): Promise<void>;
  query(input: QueryInput): Promise<Item[]>;
  /** Exactly one Query call: a page of at most `limit` items (cost independent of the partition's size). */
  queryPage(input: PageInput): Promise<Page>;
  transact(writes: TransactWrite[]): Promise<void>;
  /** Cheap reachability check for /api/health. */
  ping(): Promise<void>;
}

/** Puts every item (no condition): one batched write where the store has it. */
export async function putMany(store: Store, items: readonly Item[]): Promise<void> {
  if (items.length === 0) return;
  if (store.putMany) await store.putMany(items);
  else await Promise.all(items.map((item) => store.put(item)));
}

/** The items of `keys` (in order, undefined where absent): one batched read where the store has it. */
export function getMany(store: Store, keys: readonly Key[]): Promise<(Item | undefined)[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return store.getMany ? store.getMany(keys) : Promise.all(keys.map((key) => store.get(key)));
}
