import { type RefObject, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import type { Campaign } from '../../../shared/contracts/campaigns';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, ButtonLink, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { AttributionPanel } from './AttributionPanel';
import { AudienceSummary } from './AudienceSummary';
import { campaignAction, campaignKeys, deleteCampaign, failureText, useCampaign } from './campaigns-api';
import { ChecksList } from './ChecksList';
import { DraftForm } from './DraftForm';
import { dateText, statusLabels } from './labels';
import { ProgressPanel } from './ProgressPanel';
import { ResultsPanel } from './ResultsPanel';
import { SendPanel } from './SendPanel';
import { useCan } from '../teams/use-can';
import { SendingNotice } from './SendingNotice';
import styles from './Campaigns.module.css';

function DraftActions({ campaign }: { campaign: Campaign }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions}>
      {campaign.status === 'draft' ? (
        <Button
          variant="ghost"
          loading={busy}
          onClick={() =>
            void run(async () => {
              await deleteCampaign(campaign.id);
              await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
              navigate(paths.campaigns);
            })
          }
        >
          Delete draft
        </Button>
      ) : (
        <Button
          variant="outline"
          loading={busy}
          onClick={() =>
            void run(async () => {
              queryClient.setQueryData(
                campaignKeys.one(campaign.id),
                await campaignAction(campaign.id, 'cancel'),
              );
            })
          }
        >
          Cancel the schedule
        </Button>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

/**
 * When the wizard gives way to the report (Send now went through), the page was scrolled down at the Send
 * card and the focus was on the closed dialog's button: move both to the heading, so the "Sending" badge
 * and Progress are in view and a screen reader reads where it is. Only on that change, never on load.
 */
function useHeadingAfterSend(editable: boolean | undefined, heading: RefObject<HTMLHeadingElement | null>) {
  const was = useRef(editable);
  useEffect(() => {
    if (was.current === true && editable === false) heading.current?.focus();
    if (editable !== undefined) was.current = editable;
  }, [editable, heading]);
}

/** /campaigns/:campaignId: a draft or scheduled campaign's wizard (details, checks, send), else its progress. */
export function CampaignPage() {
  const { campaignId = '' } = useParams();
  const query = useCampaign(campaignId);
  const [dirty, setDirty] = useState(false);
  usePageReady(!query.isPending);
  const campaign = query.data;
  // Issue 34: a viewer reads a draft as its report (audience, progress), without the wizard's controls.
  const canEdit = useCan('campaignUpdate');
  const unsent = campaign?.status === 'draft' || campaign?.status === 'scheduled';
  const editable = canEdit && unsent;
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingAfterSend(campaign ? editable : undefined, heading);
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <div>
          <h1 ref={heading} tabIndex={-1}>
            {campaign?.name ?? 'Campaign'}
          </h1>
          {campaign && (
            <p className={styles.muted} role="status">
              <span className={styles.badge}>{statusLabels[campaign.status]}</span>{' '}
              {campaign.status === 'scheduled' &&
                campaign.scheduledAt &&
                `for ${dateText(campaign.scheduledAt)}`}
              {campaign.startedAt &&
                campaign.status !== 'scheduled' &&
                `Started ${dateText(campaign.startedAt)}`}
            </p>
          )}
        </div>
        <ButtonLink to={paths.campaigns} variant="ghost">
          All campaigns
        </ButtonLink>
      </header>
      <SendingNotice />
      {query.isPending ? (
        <Spinner label="Loading the campaign..." />
      ) : query.isError || !campaign ? (
        <div role="alert" className={styles.section}>
          <p>{failureText(query.error)}</p>
        </div>
      ) : editable ? (
        <>
          <DraftForm key={campaign.id} campaign={campaign} onDirty={setDirty} />
          <ChecksList campaignId={campaign.id} />
          <SendPanel campaign={campaign} unsaved={dirty} />
          <DraftActions campaign={campaign} />
        </>
      ) : unsent ? (
        <>
          <AudienceSummary audience={campaign.audience} />
          <p className={styles.muted}>
            Not sent yet. Your role reads this campaign; an editor or above changes and sends it.
          </p>
        </>
      ) : (
        <>
          <AudienceSummary audience={campaign.audience} />
          <ProgressPanel campaign={campaign} />
          {campaign.status !== 'paused' && <ResultsPanel campaign={campaign} />}
        </>
      )}
      {campaign && !editable && <AttributionPanel campaign={campaign} />}
    </div>
  );
}
