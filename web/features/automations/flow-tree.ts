/**
 * The step tree of a flow (shared/contracts/flows.ts › FlowStep) as pure functions: find, insert, remove,
 * move and replace a step, each answering a new tree and never changing the one it was given. A place in
 * the tree is a slot: which list (the top list, or a branch of a step) and the index in it.
 */
import type { FlowStep } from '../../../shared/contracts/flows';

export type BranchKey = 'yes' | 'no' | 'happened' | 'timedOut';
/** A list of steps: the flow's own (parentId null) or one branch of a condition / wait-for-event step. */
export type ListRef = { parentId: null } | { parentId: string; branch: BranchKey };
/** A place between steps: insert here, or move a step here. */
export type StepSlot = ListRef & { index: number };

export const topList: ListRef = { parentId: null };

/** The branches a step holds, in the order they are drawn (left to right). */
export function branchesOf(step: FlowStep): BranchKey[] {
  if (step.type === 'condition') return ['yes', 'no'];
  if (step.type === 'wait-for-event') return ['happened', 'timedOut'];
  return [];
}

export function branchSteps(step: FlowStep, branch: BranchKey): FlowStep[] {
  return ((step as unknown as Record<BranchKey, FlowStep[] | undefined>)[branch] ?? []) as FlowStep[];
}

function withBranch(step: FlowStep, branch: BranchKey, steps: FlowStep[]): FlowStep {
  return { ...step, [branch]: steps } as FlowStep;
}

/** Applies `change` to the one list `at` names; the rest of the tree is shared, not copied. */
export function mapList(
  steps: FlowStep[],
  at: ListRef,
  change: (list: FlowStep[]) => FlowStep[],
): FlowStep[] {
  if (at.parentId === null) return change(steps);
  return steps.map((step) => {
    const branches = branchesOf(step);
    if (step.id === at.parentId && branches.includes(at.branch))
      return withBranch(step, at.branch, change(branchSteps(step, at.branch)));
    return branches.reduce((s, b) => withBranch(s, b, mapList(branchSteps(s, b), at, change)), step);
  });
}

/** Every step, depth first, in reading order (a step, then its branches left to right, then the next). */
export function allSteps(steps: FlowStep[]): FlowStep[] {
  return steps.flatMap((step) => [step, ...branchesOf(step).flatMap((b) => allSteps(branchSteps(step, b)))]);
}

export function findStep(steps: FlowStep[], id: string): FlowStep | undefined {
  return allSteps(steps).find((step) => step.id === id);
}

/** The slot a step stands in (its list and index), if it is in the tree. */
export function slotOf(steps: FlowStep[], id: string, at: ListRef = topList): StepSlot | undefined {
  for (const [index, step] of steps.entries()) {
    if (step.id === id) return { ...at, index };
    for (const branch of branchesOf(step)) {
      const found = slotOf(branchSteps(step, branch), id, { parentId: step.id, branch });
      if (found) return found;
    }
  }
  return undefined;
}

export function listAt(steps: FlowStep[], at: ListRef): FlowStep[] | undefined {
  if (at.parentId === null) return steps;
  const parent = findStep(steps, at.parentId);
  return parent && branchesOf(parent).includes(at.branch) ? branchSteps(parent, at.branch) : undefined;
}

export function insertStep(steps: FlowStep[], slot: StepSlot, step: FlowStep): FlowStep[] {
  return mapList(steps, slot, (list) => {
    const index = Math.max(0, Math.min(slot.index, list.length));
    return [...list.slice(0, index), step, ...list.slice(index)];
  });
}

export function removeStep(steps: FlowStep[], id: string): FlowStep[] {
  const slot = slotOf(steps, id);
  if (!slot) return steps;
  return mapList(steps, slot, (list) => list.filter((step) => step.id !== id));
}

export function replaceStep(steps: FlowStep[], step: FlowStep): FlowStep[] {
  const slot = slotOf(steps, step.id);
  if (!slot) return steps;
  return mapList(steps, slot, (list) => list.map((s) => (s.id === step.id ? step : s)));
}

/**
 * Moves a step (with its branches) to a slot, the slot's index counted before the move. A step cannot go
 * into its own branches; such a move, or one of an unknown step, answers the tree unchanged.
 */
export function moveStep(steps: FlowStep[], id: string, to: StepSlot): FlowStep[] {
  const from = slotOf(steps, id);
  const step = findStep(steps, id);
  if (!from || !step) return steps;
  if (to.parentId !== null && allSteps([step]).some((s) => s.id === to.parentId)) return steps;
  const sameList = from.parentId === to.parentId && (from.parentId === null || sameBranch(from, to));
  const index = sameList && from.index < to.index ? to.index - 1 : to.index;
  return insertStep(removeStep(steps, id), { ...to, index }, step);
}

function sameBranch(a: ListRef, b: ListRef): boolean {
  return a.parentId !== null && b.parentId !== null && a.branch === b.branch;
}

/** How deep the deepest step sits (top list = 1). */
export function depthOf(steps: FlowStep[]): number {
  return steps.reduce(
    (max, step) =>
      Math.max(max, 1 + Math.max(0, ...branchesOf(step).map((b) => depthOf(branchSteps(step, b))))),
    0,
  );
}
