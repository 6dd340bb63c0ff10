/** The goals form's rules: at least one non-blank line, 5,000 characters at most (the contract's limit). Pure. */
import * as z from 'zod';
import { goalsFormRawTextSchema } from '../../../shared/contracts/setup';
import { parseGoals } from '../../../shared/onboarding/goals';

export const NO_GOALS_MESSAGE = 'Please add at least one goal, one per line.';

export const goalsFormSchema = z.object({
  goals: goalsFormRawTextSchema.refine((raw) => parseGoals(raw).length > 0, { error: NO_GOALS_MESSAGE }),
});
export type GoalsFormValues = z.infer<typeof goalsFormSchema>;

/** '1 goal' / '3 goals'. */
export function goalCountLabel(raw: string): string {
  const count = parseGoals(raw).length;
  return `${count} ${count === 1 ? 'goal' : 'goals'}`;
}
