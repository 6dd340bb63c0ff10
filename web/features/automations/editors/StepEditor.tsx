import type { FlowStep } from '../../../../shared/contracts/flows';
import { stepTypeLabels } from '../step-defaults';
import { ChoiceBox, TextBox } from './controls';
import { ConditionFields } from './ConditionFields';
import { DurationBox } from './DurationBox';
import { EmailStepEditor } from './EmailStepEditor';
import { PropertyFilters } from './PropertyFilters';
import { WaitEditor } from './WaitEditor';
import styles from '../Automations.module.css';

/** The editor panel of the selected step: its kind's fields; every change goes to the builder's reducer. */
export function StepEditor({ step, onChange }: { step: FlowStep; onChange: (s: FlowStep) => void }) {
  return (
    <fieldset className={styles.group}>
      <legend>{stepTypeLabels[step.type]}</legend>
      <StepFields step={step} onChange={onChange} />
    </fieldset>
  );
}

function StepFields({ step, onChange }: { step: FlowStep; onChange: (s: FlowStep) => void }) {
  switch (step.type) {
    case 'email':
      return <EmailStepEditor step={step} onChange={onChange} />;
    case 'wait':
      return <WaitEditor step={step} onChange={onChange} />;
    case 'wait-for-event':
      return (
        <>
          <TextBox
            label="Event name"
            value={step.eventName}
            maxLength={100}
            onChange={(eventName) => onChange({ ...step, eventName })}
          />
          <PropertyFilters filters={step.filters} onChange={(filters) => onChange({ ...step, filters })} />
          <DurationBox
            label="Time out after"
            minutes={step.timeoutMinutes}
            onChange={(timeoutMinutes) => onChange({ ...step, timeoutMinutes })}
          />
          <p className={styles.muted}>
            Who does it in time takes the “Happened” branch; the others take “Timed out”.
          </p>
        </>
      );
    case 'condition':
      return (
        <>
          <ConditionFields
            condition={step.condition}
            onChange={(condition) => onChange({ ...step, condition })}
          />
          <p className={styles.muted}>Who matches takes the “Yes” branch; the others take “No”.</p>
        </>
      );
    case 'update':
      return (
        <>
          <ChoiceBox
            label="Action"
            value={step.action}
            options={[
              ['add-tag', 'Add a tag'],
              ['remove-tag', 'Remove a tag'],
            ]}
            onChange={(action) => onChange({ ...step, action })}
          />
          <TextBox
            label="Tag"
            value={step.tag}
            maxLength={50}
            onChange={(tag) => onChange({ ...step, tag })}
          />
        </>
      );
    case 'exit':
      return (
        <p className={styles.muted}>
          Contacts who reach this step leave the flow (counted as “at an exit step”).
        </p>
      );
  }
}
