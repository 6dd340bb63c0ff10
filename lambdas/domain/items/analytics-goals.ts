import * as z from 'zod';
import { type Goal, goalSchema } from '../../../shared/contracts/analytics';
import type { Store } from '../../ports/store';
import type { ItemKind } from './item-kind';

/** Keys of the analytics goals item (lambdas/table.ts lists every kind). */
export const analyticsGoalsKeys = {
  analyticsGoals: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'ANALYTICSGOALS' }),
} as const;

export const analyticsGoalsKind: ItemKind = {
  name: 'analytics-goals',
  patterns: [{ what: "analytics: a user's goals", key: 'pk USER#{accountId} sk ANALYTICSGOALS' }],
};

/** An account's goals (one item holding the list), and its compare-and-swap counter. */
export interface GoalsRecord {
  goals: Goal[];
  /** Undefined when there is no item yet (or its rev is not a number). */
  rev?: number | undefined;
}

const goalsSchema = z.object({
  // A goal that does not match the contract is skipped, the others kept.
  goals: z
    .unknown()
    .optional()
    .transform((value) =>
      Array.isArray(value) ? value.flatMap((g) => (goalSchema.safeParse(g).success ? [g as Goal] : [])) : [],
    ),
  rev: z.number().optional().catch(undefined),
});

export async function getGoals(store: Store, accountId: string): Promise<GoalsRecord> {
  const item = await store.get(analyticsGoalsKeys.analyticsGoals(accountId));
  return item ? goalsSchema.parse(item) : { goals: [], rev: undefined };
}

/**
 * Writes the goals on the condition that the item still has the rev that was read (absent when none was);
 * a lost race throws ConditionFailedError or TransactionConflictError.
 */
export async function putGoals(
  store: Store,
  accountId: string,
  goals: Goal[],
  readRev: number | undefined,
): Promise<void> {
  const item = { ...analyticsGoalsKeys.analyticsGoals(accountId), goals, rev: (readRev ?? 0) + 1 };
  if (readRev === undefined) await store.put(item, 'absent');
  else await store.transact([{ kind: 'put', item, condition: { attribute: 'rev', equals: readRev } }]);
}
