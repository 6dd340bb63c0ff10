import { randomUUID } from 'node:crypto';
import { type CreateGoalBody, type Goal, MAX_GOALS } from '../../../shared/contracts/analytics';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, TransactionConflictError } from '../../ports/store';
import { DomainError } from '../errors';
import { getGoals, type GoalsRecord, putGoals } from '../items/analytics-goals';

/**
 * An account's goals: events and pages they count as conversions. One item (items/analytics-goals.ts) holding the list, written compare-and-swap on `rev` so two tabs adding at once both land
 * and the limit of MAX_GOALS holds.
 */
export const GOAL_EXISTS_MESSAGE = 'This goal already exists.';
export const TOO_MANY_GOALS_MESSAGE = `You can have up to ${MAX_GOALS} goals. Delete one to add another.`;
export const GOAL_NOT_FOUND_MESSAGE = 'Goal not found.';

export async function readGoals(store: Store, accountId: string): Promise<GoalsRecord> {
  return getGoals(store, accountId);
}

async function writeGoals(store: Store, accountId: string, change: (goals: Goal[]) => Goal[]): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const { goals, rev } = await getGoals(store, accountId);
    try {
      await putGoals(store, accountId, change(goals), rev);
      return;
    } catch (error) {
      if (!(error instanceof ConditionFailedError) && !(error instanceof TransactionConflictError))
        throw error;
    }
  }
  throw new DomainError(
    'conflict',
    'goals_busy',
    'Your goals were being changed elsewhere. Please try again.',
  );
}

export async function createGoal(
  deps: { store: Store; clock: Clock },
  accountId: string,
  body: CreateGoalBody,
): Promise<Goal> {
  const goal: Goal = {
    id: randomUUID(),
    kind: body.kind,
    value: body.value.trim(),
    createdAt: deps.clock.now().toISOString(),
  };
  await writeGoals(deps.store, accountId, (goals) => {
    if (goals.some((g) => g.kind === goal.kind && g.value === goal.value))
      throw new DomainError('conflict', 'goal_exists', GOAL_EXISTS_MESSAGE);
    if (goals.length >= MAX_GOALS)
      throw new DomainError('forbidden', 'too_many_goals', TOO_MANY_GOALS_MESSAGE);
    return [...goals, goal];
  });
  return goal;
}

export async function deleteGoal(store: Store, accountId: string, goalId: string): Promise<void> {
  const { goals } = await readGoals(store, accountId);
  if (!goals.some((g) => g.id === goalId))
    throw new DomainError('not_found', 'goal_not_found', GOAL_NOT_FOUND_MESSAGE);
  await writeGoals(store, accountId, (current) => current.filter((g) => g.id !== goalId));
}
