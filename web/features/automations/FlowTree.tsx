import type { Dispatch } from 'react';
import type { FlowDefinition, FlowStep, FlowStepStats } from '../../../shared/contracts/flows';
import { FLOW_STEPS_MAX } from '../../../shared/contracts/flows';
import type { BuilderAction, Selection } from './builder-state';
import { allSteps, type ListRef } from './flow-tree';
import { triggerText } from './flow-words';
import { StepList } from './StepList';
import styles from './Automations.module.css';

export interface TreeProps {
  selected: Selection;
  stepStats: Record<string, FlowStepStats>;
  focusId: string | null;
  canAdd: boolean;
  dispatch: Dispatch<BuilderAction>;
  onRemove: (step: FlowStep) => void;
}

/**
 * The flow drawn top to bottom (as Klaviyo and Kit draw it): the trigger, then the steps as a list of lists
 * (a condition's or wait's branches side by side, each its own list), "Add a step" between any two.
 * A screen reader reads it in order: heading, trigger, each step with its number, kind, words and numbers.
 */
export function FlowTree(props: Omit<TreeProps, 'canAdd'> & { definition: FlowDefinition }) {
  const { definition, selected, dispatch } = props;
  const tree: TreeProps = { ...props, canAdd: allSteps(definition.steps).length < FLOW_STEPS_MAX };
  const top: ListRef = { parentId: null };
  return (
    <section className={styles.tree} aria-labelledby="flow-tree-heading">
      <h2 id="flow-tree-heading">Flow</h2>
      <div className={styles.trigger}>
        <h3 className={styles.nodeTitle}>
          <button
            type="button"
            className={styles.nodeButton}
            aria-pressed={selected?.kind === 'trigger'}
            onClick={() => dispatch({ type: 'select', selection: { kind: 'trigger' } })}
          >
            <span className={styles.kind}>Trigger</span> {triggerText(definition.trigger)}
          </button>
        </h3>
        <button
          type="button"
          className={styles.linkButton}
          aria-pressed={selected?.kind === 'settings'}
          onClick={() => dispatch({ type: 'select', selection: { kind: 'settings' } })}
        >
          Flow settings: {definition.filters.length} filters, {definition.exitEvents.length} exit events,
          re-entry{' '}
          {definition.reentry.mode === 'after-days'
            ? `after ${definition.reentry.days} days`
            : definition.reentry.mode === 'once'
              ? 'once'
              : 'every time'}
        </button>
      </div>
      <StepList steps={definition.steps} at={top} label="" tree={tree} />
    </section>
  );
}
