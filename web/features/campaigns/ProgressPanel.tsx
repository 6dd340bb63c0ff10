import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { sendProgress } from '../../../shared/campaigns/progress';
import { skippedText } from '../../../shared/campaigns/skip-reasons';
import { campaignCounterNames, campaignMessages, type Campaign } from '../../../shared/contracts/campaigns';
import { Button } from '../../components/ui';
import { useCan } from '../teams/use-can';
import { paths } from '../../config/paths';
import { campaignAction, campaignKeys, failureText, type CampaignAction } from './campaigns-api';
import { lastMove, stillSeconds, stillText, type SendReading } from './stall';
import styles from './Campaigns.module.css';

const counterLabels: Record<(typeof campaignCounterNames)[number], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
  delivered: 'Delivered',
  bounced: 'Bounced',
  complained: 'Complaints',
  unsubscribed: 'Unsubscribed',
};

/** Progress numbers (read again every 2 s while sending) and pause / resume / cancel. */
export function ProgressPanel({ campaign }: { campaign: Campaign }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<CampaignAction | ''>('');
  const [error, setError] = useState('');
  // Issue 34: a viewer sees the progress without pause, resume or cancel.
  const canAct = useCan('campaignPause');
  const c = campaign.counters;
  const progress = sendProgress(c);
  const { done, percent } = progress;
  const shown = { ...c, sent: progress.sent, queued: progress.queued };
  const still = useStillSeconds({ status: campaign.status, done, queued: progress.queued });

  async function act(action: CampaignAction) {
    setBusy(action);
    setError('');
    try {
      queryClient.setQueryData(campaignKeys.one(campaign.id), await campaignAction(campaign.id, action));
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy('');
    }
  }

  return (
    <section className={styles.section} aria-labelledby="progress-heading">
      <h2 id="progress-heading">Progress</h2>
      <progress className={styles.bar} max={100} value={percent} aria-label="Sent so far">
        {percent}%
      </progress>
      <p aria-live="polite">
        {progress.queued === 0 && campaign.status === 'sending'
          ? `Listing the recipients…${done ? ` ${done.toLocaleString('en-US')} sent so far.` : ''}`
          : `${percent}% done: ${done.toLocaleString('en-US')} of ${progress.queued.toLocaleString('en-US')} recipients`}
      </p>
      {campaign.status === 'sending' && <p role="status">{still !== null && stillText(still)}</p>}
      <dl className={styles.numbers}>
        {campaignCounterNames.map((name) => (
          <div key={name}>
            <dt>{counterLabels[name]}</dt>
            <dd>{shown[name].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {c.skipped > 0 && <p>{skippedText(c.skipped, campaign.skippedBy)}</p>}
      {campaign.hold && <HoldNotice campaign={campaign} notSent={campaign.hold.notSent} />}
      {error && <p role="alert">{error}</p>}
      {canAct && (
        <div className={styles.actions}>
          {campaign.status === 'sending' && (
            <Button variant="outline" loading={busy === 'pause'} onClick={() => void act('pause')}>
              Pause
            </Button>
          )}
          {(campaign.status === 'paused' || campaign.status === 'held') && (
            <Button loading={busy === 'resume'} onClick={() => void act('resume')}>
              Resume
            </Button>
          )}
          {['sending', 'paused', 'held'].includes(campaign.status) && (
            <Button variant="outline" loading={busy === 'cancel'} onClick={() => void act('cancel')}>
              Cancel campaign
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** The clock ticks while sending: a read that brings nothing new renders nothing, yet the notice must come. */
const TICK_MS = 5_000;

/** Seconds the send has stood still (stall.ts), or null while it moves. */
function useStillSeconds(reading: SendReading): number | null {
  const [now, setNow] = useState(Date.now);
  const [last, setLast] = useState(() => lastMove(undefined, reading, Date.now()));
  const next = lastMove(last, reading, Date.now());
  // A new reading restarts the wait during this render, so the notice never outlives the move.
  if (next !== last) setLast(next);
  const sending = reading.status === 'sending';
  useEffect(() => {
    if (!sending) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [sending]);
  return stillSeconds(reading, next, now);
}

/** Why the send stopped at the month's allowance, how many were not sent, and what lets it go on. */
function HoldNotice({ campaign, notSent }: { campaign: Campaign; notSent: number }) {
  const who = `${notSent.toLocaleString('en-US')} ${notSent === 1 ? 'recipient was' : 'recipients were'}`;
  return (
    <div className={styles.notice} role="status">
      <p>
        <strong>{campaignMessages.heldAtAllowance}</strong> {who} not sent.
      </p>
      <p>
        {campaign.status === 'held' ? (
          <>
            Resume the campaign when the month turns or after{' '}
            <Link to={paths.subscriptionPlan}>upgrading your plan</Link>; it sends to them then.
          </>
        ) : (
          'The campaign is held once the mail already queued has gone out.'
        )}
      </p>
    </div>
  );
}
