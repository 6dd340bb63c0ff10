/**
 * In-memory stand-in for the Store port, for the tracking domain-logic unit tests only: it implements
 * the port's documented semantics (conditions, gsi1/gsi2 queries, all-or-nothing transactions) so the
 * domain code can be exercised quickly and with fault injection. The same code against DynamoDB Local
 * is covered by the integration tests of the routes.
 */
import {
  ConditionFailedError,
  type Comparison,
  type Item,
  type Page,
  type PageInput,
  type Key,
  type QueryInput,
  type Store,
  type TransactWrite,
} from '../../../lambdas/ports/store';

const id = (key: Key) => `${key.pk}\u0000${key.sk}`;
const copy = <T>(value: T): T => structuredClone(value);

export class MemoryStore implements Store {
  readonly items = new Map<string, Item>();
  /** Counts of calls, for asserting "stores nothing". */
  writes = 0;
  /** Runs before every write; tests use it to inject failures or interleave requests. */
  beforeWrite: ((kind: string, payload: unknown) => Promise<void> | void) | undefined;

  private keyOf(item: Item): Key {
    const { pk, sk } = item;
    if (typeof pk !== 'string' || typeof sk !== 'string') throw new Error('item without pk/sk');
    return { pk, sk };
  }

  async get(key: Key): Promise<Item | undefined> {
    await Promise.resolve();
    const item = this.items.get(id(key));
    return item && copy(item);
  }

  async put(item: Item, condition?: 'absent'): Promise<void> {
    await this.beforeWrite?.('put', item);
    const key = id(this.keyOf(item));
    if (condition === 'absent' && this.items.has(key)) throw new ConditionFailedError(0);
    this.writes++;
    this.items.set(key, copy(item));
  }

  async update(key: Key, set: Item, condition?: 'present'): Promise<Item> {
    await this.beforeWrite?.('update', { key, set });
    const current = this.items.get(id(key));
    if (condition === 'present' && !current) throw new ConditionFailedError(0);
    const next: Item = { ...(current ?? key) };
    for (const [name, value] of Object.entries(set)) {
      if (value === undefined) delete next[name];
      else next[name] = copy(value);
    }
    this.writes++;
    this.items.set(id(key), next);
    return copy(next);
  }

  async delete(key: Key): Promise<void> {
    await this.beforeWrite?.('delete', key);
    this.writes++;
    this.items.delete(id(key));
  }

  async query(input: QueryInput): Promise<Item[]> {
    await Promise.resolve();
    const [pkName, skName] = input.index ? [`${input.index}pk`, `${input.index}sk`] : ['pk', 'sk'];
    const rows = [...this.items.values()].filter(
      (item) =>
        item[pkName] === input.partition &&
        typeof item[skName] === 'string' &&
        (input.beginsWith === undefined || (item[skName] as string).startsWith(input.beginsWith)),
    );
    rows.sort((a, b) => ((a[skName] as string) < (b[skName] as string) ? -1 : 1));
    if (input.ascending === false) rows.reverse();
    return copy(input.limit === undefined ? rows : rows.slice(0, input.limit));
  }

  async queryPage(input: PageInput): Promise<Page> {
    const rows = await this.query({ ...input, limit: undefined });
    const skName = input.index ? `${input.index}sk` : 'sk';
    const after = input.startKey?.[skName];
    const start = typeof after === 'string' ? rows.findIndex((r) => r[skName] === after) + 1 : 0;
    const items = rows.slice(start, start + input.limit);
    const last = items.at(-1);
    return { items, ...(start + input.limit < rows.length && last ? { next: last } : {}) };
  }

  async transact(writes: TransactWrite[]): Promise<void> {
    await this.beforeWrite?.('transact', writes);
    writes.forEach((write, index) => {
      const key = write.kind === 'put' ? this.keyOf(write.item) : write.key;
      const current = this.items.get(id(key));
      const condition = write.condition;
      let ok = true;
      if (condition === 'absent') ok = !current;
      else if (condition === 'present') ok = !!current;
      else if (condition && 'absentOr' in condition) {
        ok = !current || current[condition.absentOr.attribute] === condition.absentOr.equals;
      } else if (condition) {
        ok = !!current && ('all' in condition ? condition.all : [condition]).every((c) => holds(current, c));
      }
      if (!ok) throw new ConditionFailedError(index);
    });
    for (const write of writes) {
      if (write.kind === 'put') this.items.set(id(this.keyOf(write.item)), copy(write.item));
      else if (write.kind === 'delete') this.items.delete(id(write.key));
      else if (write.kind === 'update') {
        const next: Item = { ...(this.items.get(id(write.key)) ?? write.key) };
        for (const [name, value] of Object.entries(write.set)) {
          if (value === undefined) delete next[name];
          else next[name] = copy(value);
        }
        for (const [name, n] of Object.entries(write.add ?? {})) next[name] = Number(next[name] ?? 0) + n;
        this.items.set(id(write.key), next);
      }
      if (write.kind !== 'check') this.writes++;
    }
  }

  async ping(): Promise<void> {}
}

function holds(item: Item, c: Comparison): boolean {
  const value = item[c.attribute];
  if ('equals' in c) return value === c.equals;
  if (typeof value !== 'number') return false;
  return 'lessThan' in c ? value < c.lessThan : value > c.greaterThan;
}

/** A Clock port whose time only moves when told to. */
export class FakeClock {
  constructor(private ms = Date.parse('2025-03-01T12:00:00.000Z')) {}
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}
