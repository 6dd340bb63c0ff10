import { Link } from 'react-router-dom';
import type { FlowSummary } from '../../../shared/contracts/flows';
import { automationPath, paths } from '../../config/paths';
import { flowStatsRows } from './flow-numbers';
import { triggerText } from './flow-words';
import styles from './Automations.module.css';

/** One flow on /automations: its name (the builder's link), trigger, what data it lacks, and its numbers. */
export function FlowCard({ flow }: { flow: FlowSummary }) {
  const headingId = `flow-${flow.flowId}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        <Link to={automationPath(flow.flowId)}>{flow.name}</Link>
      </h3>
      <p className={styles.muted}>
        {triggerText(flow.definition.trigger)} · version {flow.version}
      </p>
      {flow.needsData && <NeedsDataNotice text={flow.needsData} />}
      <dl className={styles.stats}>
        {flowStatsRows(flow.stats).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The trigger needs data the shop does not send yet: the server's sentence and where to set it up. */
export function NeedsDataNotice({ text }: { text: string }) {
  return (
    <div className={styles.notice} role="note">
      <p>
        <strong>Waiting for data: </strong>
        {text}
      </p>
      <p>
        Send it with the tracking script on your website (
        <Link to={paths.websiteTracking}>website tracking</Link>) or with{' '}
        <code>jm(&apos;track&apos;, …)</code> and the API; the flow starts as soon as it arrives.
      </p>
    </div>
  );
}
