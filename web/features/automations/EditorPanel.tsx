import { useEffect, useRef, type Dispatch } from 'react';
import type { FlowDefinition } from '../../../shared/contracts/flows';
import type { BuilderAction, Selection } from './builder-state';
import { FlowSettingsPanel } from './editors/FlowSettingsPanel';
import { StepEditor } from './editors/StepEditor';
import { TriggerEditor } from './editors/TriggerEditor';
import { findStep } from './flow-tree';
import styles from './Automations.module.css';

/** Below this width the tree and the panel stack (Automations.module.css › .builder). */
const STACKED = '(max-width: 59.99rem)';

/** The panel beside the tree (under it on a phone): the trigger, the settings or the selected step. */
export function EditorPanel({
  selected,
  definition,
  dispatch,
}: {
  selected: Selection;
  definition: FlowDefinition;
  dispatch: Dispatch<BuilderAction>;
}) {
  const step = selected?.kind === 'step' ? findStep(definition.steps, selected.id) : undefined;
  const panel = useRef<HTMLElement>(null);
  const shown = selected === null ? '' : selected.kind === 'step' ? selected.id : selected.kind;
  useEffect(() => {
    // On a phone the panel is under the tree: bring it into view when something is chosen.
    if (shown && matchMedia(STACKED).matches) panel.current?.scrollIntoView({ block: 'start' });
  }, [shown]);
  return (
    <aside ref={panel} className={styles.panel} aria-labelledby="flow-editor-heading">
      <h2 id="flow-editor-heading">Edit</h2>
      {selected?.kind === 'trigger' ? (
        <TriggerEditor
          trigger={definition.trigger}
          onChange={(trigger) => dispatch({ type: 'trigger', trigger })}
        />
      ) : selected?.kind === 'settings' ? (
        <FlowSettingsPanel
          settings={definition}
          onChange={(change) => dispatch({ type: 'settings', change })}
        />
      ) : step ? (
        <StepEditor step={step} onChange={(next) => dispatch({ type: 'update', step: next })} />
      ) : (
        <p className={styles.muted}>Choose the trigger, the flow settings or a step to edit it.</p>
      )}
    </aside>
  );
}
