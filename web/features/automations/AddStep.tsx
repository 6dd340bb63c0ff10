import { useEffect, useRef, useState } from 'react';
import type { FlowStepType } from '../../../shared/contracts/flows';
import { Button, buttonClassName } from '../../components/ui';
import { stepTypeLabels, stepTypes } from './step-defaults';
import styles from './Automations.module.css';

/**
 * "Add a step" between two steps: a button that opens the kinds of step as buttons (Esc closes it and
 * gives focus back). The builder moves focus to the new step once it is drawn.
 */
export function AddStep({
  where,
  disabled,
  onAdd,
}: {
  where: string;
  disabled: boolean;
  onAdd: (type: FlowStepType) => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) menu.current?.querySelector('button')?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div className={styles.add}>
      <button
        type="button"
        ref={opener}
        className={buttonClassName({ variant: 'ghost', size: 'sm' })}
        aria-expanded={open}
        aria-label={`Add a step ${where}`}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        + Add a step
      </button>
      {open && (
        <div
          ref={menu}
          role="group"
          aria-label={`Kind of step to add ${where}`}
          className={styles.addMenu}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          {stepTypes.map((type) => (
            <Button
              key={type}
              variant="outline"
              size="sm"
              onClick={() => {
                setOpen(false);
                onAdd(type);
              }}
            >
              {stepTypeLabels[type]}
            </Button>
          ))}
          <Button variant="ghost" size="sm" onClick={close}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
