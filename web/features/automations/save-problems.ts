/**
 * What stops a save, in the builder's words, before it is sent: an email step with no email chosen or no
 * subject, an empty tag, then whatever else the contract's schema says, named by the step it is on (pure).
 */
import { updateFlowBodySchema, type FlowStep, type UpdateFlowBody } from '../../../shared/contracts/flows';
import { allSteps, branchesOf, branchSteps } from './flow-tree';
import { branchLabels } from './flow-words';

/** Each step's label as the tree shows it: "Step 2", "Step 3, Yes, 1". */
export function stepLabels(steps: FlowStep[], parent = ''): Map<string, string> {
  const labels = new Map<string, string>();
  steps.forEach((step, i) => {
    const label = parent ? `${parent}, ${i + 1}` : `Step ${i + 1}`;
    labels.set(step.id, label);
    for (const b of branchesOf(step))
      for (const [id, l] of stepLabels(branchSteps(step, b), `${label}, ${branchLabels[b]}`))
        labels.set(id, l);
  });
  return labels;
}

function stepProblem(step: FlowStep): string | null {
  if (step.type === 'email' && !step.projectId) return 'choose the email to send.';
  if (step.type === 'email' && !step.subject.trim()) return 'write a subject.';
  if (step.type === 'update' && !step.tag.trim()) return 'name the tag.';
  return null;
}

/** The first problem of a save body, or null when the API's schema accepts it. */
export function saveProblem(body: UpdateFlowBody): string | null {
  const labels = stepLabels(body.definition.steps);
  for (const step of allSteps(body.definition.steps)) {
    const problem = stepProblem(step);
    if (problem) return `${labels.get(step.id)}: ${problem}`;
  }
  const parsed = updateFlowBodySchema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return 'Check the flow and try again.';
  return `${whereIs(body, issue.path)}${issue.message}`;
}

/** ['definition', 'steps', 2, 'yes', 0, 'wait', 'minutes'] -> "Step 3, Yes, 1: ". */
function whereIs(body: UpdateFlowBody, path: PropertyKey[]): string {
  if (path[0] === 'name') return 'Flow name: ';
  if (path[1] === 'trigger') return 'Trigger: ';
  if (path[1] !== 'steps') return path[1] === undefined ? '' : 'Flow settings: ';
  let list = body.definition.steps;
  let step: FlowStep | undefined;
  for (let i = 2; i < path.length; i += 2) {
    step = list[Number(path[i])];
    const branch = path[i + 1];
    if (!step || typeof branch !== 'string' || !branchesOf(step).some((b) => b === branch)) break;
    list = branchSteps(step, branch as never);
  }
  return step ? `${stepLabels(body.definition.steps).get(step.id)}: ` : '';
}
