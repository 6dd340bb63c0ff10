import { useEffect, useRef } from 'react';
import type { FlowStep } from '../../../shared/contracts/flows';
import { Button } from '../../components/ui';
import { stepStatsText } from './flow-numbers';
import { branchesOf, branchSteps, type ListRef } from './flow-tree';
import { branchLabels, stepText } from './flow-words';
import { stepTypeLabels } from './step-defaults';
import { StepList } from './StepList';
import type { TreeProps } from './FlowTree';
import styles from './Automations.module.css';

/**
 * One step in the tree: its number and words as a heading whose button selects it, its numbers, move
 * up / down and remove, then its branches side by side. A step just added takes keyboard focus.
 */
export function StepNode(props: {
  step: FlowStep;
  at: ListRef;
  index: number;
  count: number;
  label: string;
  tree: TreeProps;
}) {
  const { step, at, index, count, label, tree } = props;
  const select = useRef<HTMLButtonElement>(null);
  const { focusId, dispatch } = tree;
  useEffect(() => {
    if (focusId !== step.id) return;
    select.current?.focus();
    dispatch({ type: 'focused' });
  }, [focusId, step.id, dispatch]);
  const selected = tree.selected?.kind === 'step' && tree.selected.id === step.id;
  const branches = branchesOf(step);
  return (
    <>
      <div className={selected ? `${styles.node} ${styles.selected}` : styles.node}>
        <h3 className={styles.nodeTitle}>
          <button
            ref={select}
            type="button"
            className={styles.nodeButton}
            aria-pressed={selected}
            onClick={() => dispatch({ type: 'select', selection: { kind: 'step', id: step.id } })}
          >
            <span className={styles.kind}>
              {label}: {stepTypeLabels[step.type]}
            </span>{' '}
            {stepText(step)}
          </button>
        </h3>
        <p className={styles.muted}>{stepStatsText(tree.stepStats[step.id], step.type === 'email')}</p>
        <div className={styles.nodeActions}>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === 0}
            aria-label={`Move ${label} up`}
            onClick={() => dispatch({ type: 'move', id: step.id, to: { ...at, index: index - 1 } })}
          >
            Up
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === count - 1}
            aria-label={`Move ${label} down`}
            onClick={() => dispatch({ type: 'move', id: step.id, to: { ...at, index: index + 2 } })}
          >
            Down
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${label}`}
            onClick={() => tree.onRemove(step)}
          >
            Remove
          </Button>
        </div>
      </div>
      {branches.length > 0 && (
        <div className={styles.branches}>
          {branches.map((branch) => {
            const branchLabel = `${label}, ${branchLabels[branch]}`;
            return (
              <section
                key={branch}
                className={styles.branch}
                aria-label={`${branchLabels[branch]} branch of ${label}`}
              >
                <h4 className={styles.branchTitle}>{branchLabels[branch]}</h4>
                <StepList
                  steps={branchSteps(step, branch)}
                  at={{ parentId: step.id, branch }}
                  label={branchLabel}
                  tree={tree}
                />
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}
