import type { FlowStep } from '../../../../shared/contracts/flows';
import { Spinner } from '../../../components/ui';
import { useProjectList } from '../../projects/projects-api';
import { CheckBox, ChoiceBox, TextBox } from './controls';
import { NewFlowEmail } from './NewFlowEmail';

type EmailStep = Extract<FlowStep, { type: 'email' }>;

/**
 * An email step: which email (a project from the editor, or a new flow email made here), its subject, and
 * whether smart sending applies.
 */
export function EmailStepEditor({ step, onChange }: { step: EmailStep; onChange: (s: FlowStep) => void }) {
  const projects = useProjectList(false);
  const list = projects.data?.pages.flatMap((p) => p.projects) ?? [];
  const options: [string, string][] = [
    ['', 'Choose an email'],
    ...list.map((p): [string, string] => [p.id, p.flowEmail ? `${p.name} (automation email)` : p.name]),
  ];
  if (step.projectId && !list.some((p) => p.id === step.projectId))
    options.push([step.projectId, 'The email chosen before']);
  return (
    <>
      {projects.isPending ? (
        <Spinner label="Loading your emails..." />
      ) : (
        <ChoiceBox
          label="Email"
          value={step.projectId}
          options={options}
          onChange={(projectId) => onChange({ ...step, projectId })}
        />
      )}
      <NewFlowEmail projectId={step.projectId} onMade={(projectId) => onChange({ ...step, projectId })} />
      <TextBox
        label="Subject"
        value={step.subject}
        maxLength={200}
        onChange={(subject) => onChange({ ...step, subject })}
      />
      <CheckBox
        label="Smart sending"
        checked={step.smartSending}
        onChange={(smartSending) => onChange({ ...step, smartSending })}
        hint="On: skipped (and counted) when the contact got another automated email in the last hours set under smart sending. Untick for emails that must always go, such as an order thank-you."
      />
    </>
  );
}
