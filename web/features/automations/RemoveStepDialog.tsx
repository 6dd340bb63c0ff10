import { useEffect, useState } from 'react';
import type { FlowStep } from '../../../shared/contracts/flows';
import { Button, Dialog } from '../../components/ui';
import { countText } from './flow-numbers';
import { allSteps } from './flow-tree';
import { stepText } from './flow-words';
import styles from './Automations.module.css';

/**
 * Removing a step where people wait: ask where they go (another step, or out of the flow). The answer
 * becomes the save's `moves`; nothing happens to them until the flow is saved.
 */
export function RemoveStepDialog(props: {
  step: FlowStep | null;
  waiting: number;
  steps: FlowStep[];
  onClose: () => void;
  onRemove: (to: string) => void;
}) {
  const { step, waiting, steps, onClose, onRemove } = props;
  const [to, setTo] = useState('exit');
  useEffect(() => setTo('exit'), [step]);
  const gone = new Set(step ? allSteps([step]).map((s) => s.id) : []);
  const targets = allSteps(steps).filter((s) => !gone.has(s.id));
  return (
    <Dialog
      open={step !== null}
      onClose={onClose}
      title="Where do the people waiting here go?"
      description={`${countText(waiting)} ${waiting === 1 ? 'person waits' : 'people wait'} at this step or in its branches. Choose where they continue once you save.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => onRemove(to)}>
            Remove step
          </Button>
        </>
      }
    >
      <fieldset className={styles.choices}>
        <legend className="sr-only">Where they go</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="move-to"
            value="exit"
            checked={to === 'exit'}
            onChange={() => setTo('exit')}
          />
          They leave the flow
        </label>
        {targets.map((s) => (
          <label key={s.id} className={styles.choice}>
            <input
              type="radio"
              name="move-to"
              value={s.id}
              checked={to === s.id}
              onChange={() => setTo(s.id)}
            />
            They go on at “{stepText(s)}”
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
