import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui';
import { automationPath } from '../../../config/paths';
import { useFlow } from '../../automations/api/get-flow';
import { findStep } from '../../automations/flow-tree';
import { useContactFlows } from '../api/contact-flows';
import { enrollmentWhere, whenText, type Enrollment } from '../contact-flow-words';
import styles from '../Contacts.module.css';

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
  const where = enrollmentWhere(e, step);
  return (
    <li>
      <Link to={automationPath(e.flowId)}>{e.name}</Link> (version {e.version}), entered{' '}
      {whenText(e.enteredAt)}. {where}.
    </li>
  );
}
