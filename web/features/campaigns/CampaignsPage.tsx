import { Link } from 'react-router-dom';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, ButtonLink, Spinner } from '../../components/ui';
import { campaignPath, paths } from '../../config/paths';
import { failureText, useCampaignList } from './campaigns-api';
import { dateText, statusLabels } from './labels';
import { SendingNotice } from './SendingNotice';
import { useCan } from '../teams/use-can';
import styles from './Campaigns.module.css';

/** /campaigns: the caller's campaigns, newest first, with status and numbers. */
export function CampaignsPage() {
  const list = useCampaignList();
  const canCreate = useCan('campaignCreate');
  usePageReady(!list.isPending);
  const campaigns = list.data?.campaigns ?? [];
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <h1>Campaigns</h1>
        {canCreate && <ButtonLink to={paths.campaignNew}>New campaign</ButtonLink>}
      </header>
      <SendingNotice />
      {list.isPending ? (
        <Spinner label="Loading campaigns..." />
      ) : list.isError ? (
        <div role="alert" className={styles.section}>
          <p>{failureText(list.error)}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : campaigns.length === 0 ? (
        <p className={styles.muted}>No campaigns yet. Start one from an email you wrote.</p>
      ) : (
        <ul className={styles.list} aria-label="Your campaigns">
          {campaigns.map((c) => (
            <li key={c.id} className={styles.row}>
              <div>
                <Link to={campaignPath(c.id)}>{c.name}</Link>
                <p className={styles.muted}>
                  {c.status === 'scheduled' && c.scheduledAt
                    ? `Scheduled for ${dateText(c.scheduledAt)}`
                    : `Created ${dateText(c.createdAt)}`}
                </p>
              </div>
              <div className={styles.actions}>
                <span className={styles.badge}>{statusLabels[c.status]}</span>
                {c.status !== 'draft' && (
                  <span>
                    {c.counters.sent.toLocaleString('en-US')} sent
                    {c.counters.queued ? ` of ${c.counters.queued.toLocaleString('en-US')}` : ''}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
