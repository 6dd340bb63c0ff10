import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '../../../shared/contracts/campaigns';
import { Button, ConfirmDialog, Field, Input } from '../../components/ui';
import { useSetupQuery } from '../../lib/setup-api';
import { campaignAction, campaignKeys, failureText, useCampaignChecks } from './campaigns-api';
import { fromNow, localInputToInstant, scheduleInWords, userTimeZone } from './schedule-words';
import { sendNowLabel, sendNowQuestion } from './send-confirm';
import styles from './Campaigns.module.css';

/**
 * "Send now" or a date and time in the user's time zone, shown back in words; blocked while a check has errors.
 * "Send now" asks once first (send-confirm.ts: the name, the number of people, the From line); Cancel sends
 * nothing.
 */
export function SendPanel({ campaign, unsaved }: { campaign: Campaign; unsaved: boolean }) {
  const queryClient = useQueryClient();
  const checks = useCampaignChecks(campaign.id, true);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [local, setLocal] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const setup = useSetupQuery();
  const zone = userTimeZone();
  const at = local ? localInputToInstant(local, zone) : undefined;
  const canSend = checks.data?.canSend === true && !unsaved;

  const count = checks.data?.audienceCount;
  const question = sendNowQuestion({
    name: campaign.name,
    count: count ?? 0,
    domain: setup.data?.domain,
    fromName: campaign.fromName,
    fromLocalPart: campaign.fromLocalPart,
  });

  /** Send now, confirmed: a refusal stays in the dialog with the server's sentence, and the checks are read again. */
  async function sendNow() {
    try {
      queryClient.setQueryData(campaignKeys.one(campaign.id), await campaignAction(campaign.id, 'send-now'));
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    } catch (e) {
      await queryClient.invalidateQueries({ queryKey: campaignKeys.checks(campaign.id) });
      throw new Error(failureText(e), { cause: e });
    }
  }

  async function schedule() {
    setBusy(true);
    setError('');
    try {
      const next = await campaignAction(campaign.id, 'schedule', { at: at?.toISOString() });
      queryClient.setQueryData(campaignKeys.one(campaign.id), next);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    } catch (e) {
      setError(failureText(e));
      await queryClient.invalidateQueries({ queryKey: campaignKeys.checks(campaign.id) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="send-heading">
      <h2 id="send-heading">Send</h2>
      <fieldset className={styles.choices}>
        <legend>When</legend>
        <label className={styles.choice}>
          <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} />
          Send now
        </label>
        <label className={styles.choice}>
          <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} />
          At a date and time
        </label>
      </fieldset>
      {when === 'later' && (
        <Field label={`Date and time (${zone})`}>
          <Input type="datetime-local" value={local} onChange={(e) => setLocal(e.target.value)} />
        </Field>
      )}
      {when === 'later' && at && (
        <p aria-live="polite">
          Sends on {scheduleInWords(at, zone)}, {fromNow(at, new Date())}.
        </p>
      )}
      {unsaved && <p className={styles.muted}>Save your changes first.</p>}
      {checks.data && !checks.data.canSend && (
        <p className={styles.muted}>Fix the errors in the checks to send this campaign.</p>
      )}
      {error && <p role="alert">{error}</p>}
      <div className={styles.actions}>
        <Button
          disabled={!canSend || (when === 'later' && !at)}
          loading={busy}
          aria-haspopup={when === 'now' ? 'dialog' : undefined}
          onClick={() => (when === 'now' ? setConfirming(true) : void schedule())}
        >
          {when === 'now'
            ? sendNowLabel(count)
            : campaign.status === 'scheduled'
              ? 'Move the schedule'
              : 'Schedule'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={question.title}
        description={question.description}
        confirmLabel="Send now"
        busyLabel="Sending..."
        onClose={() => setConfirming(false)}
        onConfirm={sendNow}
      >
        {question.from && <p data-testid="send-from">{question.from}</p>}
      </ConfirmDialog>
    </section>
  );
}
