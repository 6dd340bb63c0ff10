import { Link } from 'react-router-dom';
import { Button } from '../../components/ui';
import { paths } from '../../config/paths';
import styles from './Automations.module.css';

/**
 * No flows yet: offer the drafts for the emails chosen at onboarding, and say that one-off mail
 * (newsletters, announcements, sales) stays a campaign.
 */
export function EmptyAutomations({
  busy,
  onCreate,
  problem,
  canCreate = true,
}: {
  busy: boolean;
  /** False for a viewer (issue 34): the drafts' route needs an editor. */
  canCreate?: boolean;
  onCreate: () => void;
  /** Why the drafts could not be made (the plan's room, say): stays on the page, not only in a toast. */
  problem?: string | undefined;
}) {
  return (
    <section className={styles.section} aria-labelledby="automations-empty">
      <h2 id="automations-empty">No automations yet</h2>
      <p>
        Automations send by themselves: a welcome series when someone subscribes, a reminder after an
        abandoned cart, a thank-you after an order, a birthday greeting. We can make a draft for each
        automated email you chose when you set up your account, with sensible waits and guard rails. Nothing
        sends until you switch a flow live.
      </p>
      {canCreate && (
        <div>
          <Button onClick={onCreate} loading={busy}>
            {busy ? 'Creating drafts...' : 'Create my suggested drafts'}
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem} <Link to={paths.subscription}>See the plans</Link>
        </p>
      )}
      <p className={styles.muted}>
        Newsletters, announcements and sales are one-off mail, not automations: send as a campaign from{' '}
        <Link to={paths.campaigns}>Campaigns</Link>.
      </p>
    </section>
  );
}
