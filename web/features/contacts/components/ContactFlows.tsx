import { Link } from 'react-router-dom';
import type { ContactFlowsResponse } from '../../../../shared/contracts/flows';
import { Spinner } from '../../../components/ui';
import { automationPath } from '../../../config/paths';
import { useFlow } from '../../automations/api/get-flow';
import { findStep } from '../../automations/flow-tree';
import { exitReasonLabels } from '../../automations/flow-numbers';
import { stepText } from '../../automations/flow-words';
import { useContactFlows } from '../api/contact-flows';
import styles from '../Contacts.module.css';

type Enrollment = ContactFlowsResponse['flows'][number];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The automations a contact is in and where: the step they wait at and when it falls due, or how they left. */
export function ContactFlows({ contactId }: { contactId: string }) {
  const flows = useContactFlows(contactId);
  return (
    <section aria-labelledby="contact-flows-heading" className={styles.contactFlows}>
      <h3 id="contact-flows-heading">Automations</h3>
      {flows.isPending ? (
        <Spinner size="sm" label="Loading automations..." />
      ) : flows.isError ? (
        <p role="alert">Their automations could not be loaded.</p>
      ) : flows.data.flows.length === 0 ? (
        <p>Not in any automation.</p>
      ) : (
        <ul>
          {flows.data.flows.map((e) => (
            <EnrollmentRow key={`${e.flowId}-${e.enteredAt}`} enrollment={e} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EnrollmentRow({ enrollment: e }: { enrollment: Enrollment }) {
  const flow = useFlow(e.flowId);
  const step = e.stepId && flow.data ? findStep(flow.data.definition.steps, e.stepId) : undefined;
  const where =
    e.stepId === null
      ? `Finished${e.endedBy ? `: ${exitReasonLabels[e.endedBy as keyof typeof exitReasonLabels] ?? e.endedBy}` : ''}`
      : `Waiting at “${step ? stepText(step) : 'a step'}”${e.dueAt ? `, next step ${when(e.dueAt)}` : ''}`;
  return (
    <li>
      <Link to={automationPath(e.flowId)}>{e.name}</Link> (version {e.version}), entered {when(e.enteredAt)}.{' '}
      {where}.
    </li>
  );
}
