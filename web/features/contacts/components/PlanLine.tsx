import { ButtonLink } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useProfileQuery } from '../../../lib/setup-api';
import styles from '../Contacts.module.css';

/**
 * 'Free plan · 12 of 500 subscribed contacts · Change plan'. The limit is the one GET /api/contacts/counts
 * answers (the server's, from shared/plans.ts contactLimits), so page and database never disagree.
 */
export function PlanLine({
  subscribed,
  limit,
}: {
  subscribed: number | undefined;
  limit: number | undefined;
}) {
  const profile = useProfileQuery().data;
  const tier = profile?.subscriptionTier ?? null;
  const plan = tier ? `${tier[0]?.toUpperCase() ?? ''}${tier.slice(1)} plan` : null;
  const usage =
    subscribed !== undefined && limit !== undefined
      ? `${subscribed.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} subscribed contacts`
      : null;
  if (!plan && !usage) return null;
  return (
    <p className={styles.plan}>
      {[plan, usage].filter(Boolean).join(' · ')} ·{' '}
      <ButtonLink to={paths.subscription} variant="ghost" size="sm">
        Change plan
      </ButtonLink>
    </p>
  );
}
