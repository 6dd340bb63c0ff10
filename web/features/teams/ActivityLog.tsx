/**
 * The account's activity of the last 90 days (issue 34), on /team for the owner and admins: who did what,
 * when, newest first, 25 at a time ("Show more" follows the API's cursor).
 */
import { ACTIVITY_DAYS } from '../../../shared/contracts/activity';
import { Button, Spinner } from '../../components/ui';
import { errorMessage } from '../../lib/api-client';
import { activityWhat } from './activity-sentence';
import { useTeamActivity } from './api/activity';
import styles from './Team.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ActivityLog() {
  const activity = useTeamActivity();
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className={styles.section} aria-labelledby="team-activity-title">
      <h2 id="team-activity-title">Activity</h2>
      <p className={styles.muted}>What members did in the last {ACTIVITY_DAYS} days, newest first.</p>
      {activity.isPending && <Spinner label="Loading the activity" showLabel />}
      {activity.isError && (
        <div role="alert" className={styles.error}>
          <p>{errorMessage(activity.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void activity.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {activity.isSuccess && entries.length === 0 && <p>Nothing yet.</p>}
      {entries.length > 0 && (
        <ol className={styles.activity} aria-label="Activity, newest first">
          {entries.map((entry) => (
            <li key={entry.activityId} className={styles.activityRow}>
              <span>
                <strong className={styles.activityWho}>{entry.email}</strong> {activityWhat(entry)}
              </span>
              <time dateTime={entry.at} className={styles.muted}>
                {when(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {activity.hasNextPage && (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={activity.isFetchingNextPage}
            onClick={() => void activity.fetchNextPage()}
          >
            {activity.isFetchingNextPage ? 'Loading...' : 'Show more'}
          </Button>
        </div>
      )}
    </section>
  );
}
