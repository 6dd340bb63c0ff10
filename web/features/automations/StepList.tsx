import type { FlowStep, FlowStepType } from '../../../shared/contracts/flows';
import type { ListRef } from './flow-tree';
import { AddStep } from './AddStep';
import { makeStepId, newStep } from './step-defaults';
import { StepNode } from './StepNode';
import type { TreeProps } from './FlowTree';
import styles from './Automations.module.css';

/** "Step 2", or inside a branch "Step 2, Yes, 1". */
export const stepLabel = (parentLabel: string, index: number): string =>
  parentLabel ? `${parentLabel}, ${index + 1}` : `Step ${index + 1}`;

/** One list of steps (the flow's own or one branch), with "Add a step" before the first and after each. */
export function StepList({
  steps,
  at,
  label,
  tree,
}: {
  steps: FlowStep[];
  at: ListRef;
  label: string;
  tree: TreeProps;
}) {
  const add = (index: number) => (type: FlowStepType) =>
    tree.dispatch({ type: 'insert', at: { ...at, index }, step: newStep(type, makeStepId()) });
  const where = (index: number) =>
    index === 0
      ? label
        ? `at the start of ${label}`
        : 'at the start of the flow'
      : `after ${stepLabel(label, index - 1)}`;
  return (
    <>
      <AddStep where={where(0)} disabled={!tree.canAdd} onAdd={add(0)} />
      {steps.length === 0 ? (
        <p className={styles.muted}>{label ? `No steps in ${label} yet.` : 'No steps yet.'}</p>
      ) : (
        <ol className={styles.steps} aria-label={label ? `Steps of ${label}` : 'Steps of the flow'}>
          {steps.map((step, index) => (
            <li key={step.id} className={styles.stepItem}>
              <StepNode
                step={step}
                at={at}
                index={index}
                count={steps.length}
                label={stepLabel(label, index)}
                tree={tree}
              />
              <AddStep where={where(index + 1)} disabled={!tree.canAdd} onAdd={add(index + 1)} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
