import { PROJECT_NAME_MAX } from '../../../shared/contracts/projects';
import type { Store } from '../../ports/store';
import { keys } from '../../table';

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

/** The first of `wanted`, `stem 2`, `stem 3`, ... not in `taken`. */
export function firstFreeName(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  const stem = nameStem(wanted);
  for (let n = 2; ; n++) {
    const candidate = withSuffix(stem, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A name for a new project (create, duplicate): `wanted` when free, else with the lowest free numeric suffix.
 * One Query over the owner's name claims that start with the stem. The claim is still written with an
 * 'absent' condition, so two creates that picked the same name cannot both keep it.
 */
export async function freeProjectName(store: Store, userId: string, wanted: string): Promise<string> {
  const stem = nameStem(wanted);
  const claims = await store.query({
    partition: keys.projectNameClaim(userId, stem).pk,
    beginsWith: keys.projectNameClaim(userId, stem.slice(0, PROJECT_NAME_MAX - 12)).sk,
  });
  const taken = new Set(claims.map((c) => (typeof c.name === 'string' ? c.name : '')));
  return firstFreeName(wanted, taken);
}
