import type * as z from 'zod/mini';
import { describeIssue, pathText } from './issues';

type Key = string | number;
type Bag = Record<string, unknown>;
const ENTITY_LISTS = new Set<Key>(['sections', 'elements', 'columns']);
export const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Lenient repair of a stored document, one zod issue at a time, on a private copy: an unknown element
 * type becomes an "unknown" element, an invalid value is dropped (the schema default then applies),
 * over-long text is shortened, a missing id is made up, columns with the wrong count become a container,
 * and what is beyond repair (an element that is not an object, say) is removed. Every repair is noted
 * in `warnings`.
 */
export class Repairer {
  readonly warnings: string[] = [];
  private readonly tries = new Map<string, number>();
  private readonly removals = new Map<unknown[], Set<number>>();
  private counter = 0;

  constructor(private readonly root: Bag) {}

  /** Applies one repair for one issue; false when the issue cannot be repaired. */
  repair(issue: z.core.$ZodIssue): boolean {
    const path = issue.path.filter((k): k is Key => typeof k !== 'symbol');
    const seen = this.tries.get(path.join('\u0000')) ?? 0;
    this.tries.set(path.join('\u0000'), seen + 1);
    let e = -1;
    for (let i = 1; i < path.length; i++)
      if (typeof path[i] === 'number' && ENTITY_LISTS.has(path[i - 1]!)) e = i;
    const note = (action: string, at: Key[] = path): boolean => {
      this.warnings.push(pathText(at) + ': ' + describeIssue(issue) + ' (' + action + ')');
      return true;
    };
    if (e === -1) {
      if (path.length === 0 || (path[0] === 'sections' && path.length === 1 && issue.code !== 'too_big'))
        return false;
      return this.fix(path, issue, note);
    }
    const entityPath = path.slice(0, e + 1);
    const rest = path.slice(e + 1);
    const entity = this.get(entityPath);
    const inElementList = path[e - 1] === 'elements';
    if (seen > 0 && rest.length - seen <= 0) return this.remove(entityPath) && note('removed', entityPath);
    if (seen > 0) return this.fix(path.slice(0, path.length - seen), issue, note);
    if (!isBag(entity) || rest.length === 0) return this.remove(entityPath) && note('removed');
    if (
      rest.length === 1 &&
      rest[0] === 'type' &&
      inElementList &&
      issue.code === 'invalid_union' &&
      typeof entity.type === 'string'
    ) {
      const id = typeof entity.id === 'string' && entity.id ? entity.id : this.freshId('element');
      this.set(entityPath, { id, type: 'unknown', originalType: entity.type.slice(0, 100), raw: entity });
      return note('kept as an unknown element, left out of the HTML');
    }
    if (rest.length === 1 && rest[0] === 'id') {
      entity.id = this.freshId(String(path[e - 1]).replace(/s$/, ''));
      return note('given the id "' + String(entity.id) + '"');
    }
    if (rest.length === 1 && rest[0] === 'type')
      return this.remove(entityPath) && note('removed', entityPath);
    if (
      rest.length === 2 &&
      rest[0] === 'properties' &&
      rest[1] === 'columns' &&
      entity.type === 'columns' &&
      Array.isArray(entity.properties && (entity.properties as Bag).columns)
    ) {
      const cols = (entity.properties as Bag).columns as unknown[];
      entity.type = 'container';
      entity.properties = {
        elements: cols.flatMap((c) => (isBag(c) && Array.isArray(c.elements) ? c.elements : [])),
      };
      return note('turned into a container of the same elements');
    }
    if (rest.length === 1 && rest[0] === 'content' && typeof entity.content === 'number') {
      entity.content = String(entity.content);
      return note('turned into text');
    }
    return this.fix(path, issue, note);
  }

  /** Leaf repairs: shorten what is too long, otherwise drop the value (or the list entry). */
  private fix(path: Key[], issue: z.core.$ZodIssue, note: (a: string, at?: Key[]) => boolean): boolean {
    const value = this.get(path);
    if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
      if (typeof value === 'string') {
        this.set(path, value.slice(0, issue.maximum));
        return note('shortened');
      }
      if (Array.isArray(value)) {
        value.length = issue.maximum;
        return note('kept the first ' + issue.maximum);
      }
    }
    if (path.length === 0) return false;
    const last = path[path.length - 1]!;
    if (typeof last === 'number') return this.remove(path) && note('removed');
    const parent = this.get(path.slice(0, -1));
    if (!isBag(parent)) return false;
    delete parent[last];
    return note(path.length === 1 || path[0] === 'globalStyles' ? 'the default is used' : 'removed');
  }

  private get(path: Key[]): unknown {
    let v: unknown = this.root;
    for (const k of path) v = isBag(v) || Array.isArray(v) ? (v as Record<Key, unknown>)[k] : undefined;
    return v;
  }

  private set(path: Key[], value: unknown): void {
    const parent = this.get(path.slice(0, -1));
    if (isBag(parent) || Array.isArray(parent))
      (parent as Record<Key, unknown>)[path[path.length - 1]!] = value;
  }

  private remove(path: Key[]): boolean {
    const list = this.get(path.slice(0, -1));
    const index = path[path.length - 1];
    if (!Array.isArray(list) || typeof index !== 'number') return false;
    const set = this.removals.get(list) ?? new Set<number>();
    set.add(index);
    this.removals.set(list, set);
    return true;
  }

  /**
   * Array removals are applied after a round, highest index first, so indexes stay valid. The count of
   * tries per path is kept across rounds: an issue that comes back is repaired one level higher.
   */
  flush(): void {
    for (const [list, indexes] of this.removals)
      for (const i of [...indexes].sort((a, b) => b - a)) list.splice(i, 1);
    this.removals.clear();
  }

  private freshId(prefix: string): string {
    const taken = new Set(JSON.stringify(this.root).match(/"id":"[^"]*"/g) ?? []);
    let id: string;
    do id = prefix + '-' + ++this.counter;
    while (taken.has('"id":' + JSON.stringify(id)));
    return id;
  }
}
