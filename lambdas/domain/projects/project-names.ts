import { PROJECT_NAME_MAX } from '../../../shared/contracts/projects';
import type { Store } from '../../ports/store';
import { queryProjectNames } from '../items/project';

/** 'Welcome 3' -> 'Welcome': the stem a numeric suffix is added to. */
export function nameStem(name: string): string {
  const stem = name.replace(/\s+\d+$/, '');
  return stem === '' ? name : stem;
}

/** `stem n`, shortening the stem so the whole name stays within PROJECT_NAME_MAX. */
export function withSuffix(stem: string, n: number): string {
  const suffix = ` ${n}`;
  return `${stem.slice(0, PROJECT_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

/**
 * The first of `wanted`, `stem 2`, `stem 3`, ... not in `taken`; with `pick` > 0, the pick-th free one (0 is
 * the first).
 */
export function firstFreeName(wanted: string, taken: ReadonlySet<string>, pick = 0): string {
  let left = pick;
  if (!taken.has(wanted) && left-- === 0) return wanted;
  const stem = nameStem(wanted);
  for (let n = 2; ; n++) {
    const candidate = withSuffix(stem, n);
    if (!taken.has(candidate) && left-- === 0) return candidate;
  }
}

/**
 * A name for a new project (create, duplicate): `wanted` when free, else with the lowest free numeric suffix.
 * One Query over the owner's name claims that start with the stem. The claim is still written with an
 * 'absent' condition, so two creates that picked the same name cannot both keep it. After losing such a race
 * (`retry` > 0) a caller picks at random among the first few free names, so a burst of creates with one name
 * spreads out instead of colliding on the same next suffix again and again.
 */
export async function freeProjectName(
  store: Store,
  accountId: string,
  wanted: string,
  retry = 0,
): Promise<string> {
  const stem = nameStem(wanted);
  const taken = new Set(await queryProjectNames(store, accountId, stem.slice(0, PROJECT_NAME_MAX - 12)));
  const spread = Math.min(retry, 8) * 2;
  return firstFreeName(wanted, taken, spread > 0 ? Math.floor(Math.random() * (spread + 1)) : 0);
}
