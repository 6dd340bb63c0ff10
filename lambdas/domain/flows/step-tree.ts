import type { FlowStep } from '../../../shared/contracts/flows';

/** Where a step sits: its list, its index there, and the branch step holding that list (none at the root). */
interface Place {
  list: FlowStep[];
  index: number;
  parents: { list: FlowStep[]; index: number }[];
}

function locate(list: FlowStep[], id: string, parents: Place['parents'] = []): Place | undefined {
  for (let index = 0; index < list.length; index += 1) {
    const step = list[index]!;
    if (step.id === id) return { list, index, parents };
    const inner = [...branchesOf(step)];
    for (const branch of inner) {
      const found = locate(branch, id, [...parents, { list, index }]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The step lists a step holds (a wait for an event and a condition have two). */
export function branchesOf(step: FlowStep): FlowStep[][] {
  if (step.type === 'wait-for-event') return [step.happened, step.timedOut];
  if (step.type === 'condition') return [step.yes, step.no];
  return [];
}

export function findStep(steps: FlowStep[], id: string): FlowStep | undefined {
  const place = locate(steps, id);
  return place?.list[place.index];
}

/** The step after `id` once it (and any branch it led into) is done: up the tree at a list's end; null at the flow's end. */
export function stepAfter(steps: FlowStep[], id: string): string | null {
  const place = locate(steps, id);
  if (!place) return null;
  let { list, index } = place;
  const parents = [...place.parents];
  for (;;) {
    const next = list[index + 1];
    if (next) return next.id;
    const parent = parents.pop();
    if (!parent) return null;
    ({ list, index } = parent);
  }
}

/** The first step of a branch of the step `id`, or the step after it when the branch is empty. */
export function enterBranch(steps: FlowStep[], id: string, branch: FlowStep[]): string | null {
  return branch[0]?.id ?? stepAfter(steps, id);
}

/** Every step, depth first (the emails of a flow in order, the step numbers). */
export function allSteps(steps: FlowStep[]): FlowStep[] {
  return steps.flatMap((step) => [step, ...branchesOf(step).flatMap(allSteps)]);
}
