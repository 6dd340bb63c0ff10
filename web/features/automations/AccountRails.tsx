import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FlowSettings } from '../../../shared/contracts/flows';
import { Button, Spinner } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { failureText } from '../campaigns/campaigns-api';
import { flowSettingsKey } from './api/keys';
import { saveFlowSettings, useFlowSettings } from './api/flow-settings';
import { CheckBox, NumberBox, TextBox } from './editors/controls';
import styles from './Automations.module.css';

/** The rails for every flow of the account: smart sending's hours, quiet hours, the zone used when unknown. */
export function AccountRails() {
  const settings = useFlowSettings();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<FlowSettings | null>(null);
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (settings.data) setDraft((d) => d ?? settings.data);
  }, [settings.data]);
  if (settings.isError) return <p className={styles.muted}>{failureText(settings.error)}</p>;
  if (!draft) return <Spinner label="Loading the settings for all automations..." />;
  const quiet = draft.quietHours;
  async function save() {
    if (!draft) return;
    setStatus('Saving...');
    try {
      queryClient.setQueryData(flowSettingsKey(user?.id ?? ''), await saveFlowSettings(draft));
      setStatus('Saved.');
    } catch (e) {
      setStatus(failureText(e));
    }
  }
  return (
    <details className={styles.section}>
      <summary>Settings for all automations</summary>
      <NumberBox
        label="Smart sending: hours between two automated emails to one contact"
        hint="0 turns it off. A skipped email is counted, not sent later."
        value={draft.smartSendingHours}
        min={0}
        max={72}
        onChange={(smartSendingHours) => setDraft({ ...draft, smartSendingHours })}
      />
      <CheckBox
        label="Quiet hours: hold automated email overnight in the contact’s time zone"
        checked={quiet !== null}
        onChange={(on) => setDraft({ ...draft, quietHours: on ? { start: '21:00', end: '08:00' } : null })}
      />
      {quiet && (
        <div className={styles.inline}>
          <TextBox
            label="From"
            type="time"
            value={quiet.start}
            onChange={(start) => setDraft({ ...draft, quietHours: { ...quiet, start } })}
          />
          <TextBox
            label="Until"
            type="time"
            value={quiet.end}
            onChange={(end) => setDraft({ ...draft, quietHours: { ...quiet, end } })}
          />
        </div>
      )}
      <TextBox
        label="Time zone when a contact’s is unknown"
        hint="An IANA name such as Europe/London."
        value={draft.timeZone}
        maxLength={64}
        onChange={(timeZone) => setDraft({ ...draft, timeZone })}
      />
      <div className={styles.actions}>
        <Button onClick={() => void save()} loading={status === 'Saving...'}>
          Save settings
        </Button>
        <span role="status">{status}</span>
      </div>
    </details>
  );
}
