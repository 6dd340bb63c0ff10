import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sendingTexts, type SendingStatus } from '../../../shared/contracts/sending-status';
import { Button, ConfirmDialog } from '../../components/ui';
import { useCan } from '../teams/use-can';
import { campaignKeys } from './campaigns-api';
import { resumeSending, sendingKeys, useSendingStatus } from './sending-api';
import styles from './Campaigns.module.css';

/**
 * Issue 35: the account's sending guard on every sending page (campaigns list, campaign page, new
 * campaign): paused (why, what to do, "I've cleaned my list" with a confirmation), paused by SES, or a
 * warning; nothing when all is well. Beside it, a note when SES refused the account's own tenant for good.
 */
export function SendingNotice() {
  const sending = useSendingStatus().data;
  return (
    <>
      <GuardNotice sending={sending} />
      {sending?.tenant === 'failed' && <TenantFailed />}
    </>
  );
}

/** SES refused the account's own tenant too often and the product stopped asking (issue 35). */
function TenantFailed() {
  return (
    <section role="status" aria-labelledby="tenant-heading" className={styles.notice}>
      <h2 id="tenant-heading">{sendingTexts.tenantFailedTitle}</h2>
      <p>{sendingTexts.tenantFailed}</p>
    </section>
  );
}

function GuardNotice({ sending }: { sending: SendingStatus | undefined }) {
  if (!sending || sending.state === 'ok') return sending?.strict ? <StrictNote /> : null;
  if (sending.state === 'paused_by_ses')
    return (
      <section role="alert" aria-labelledby="sending-heading" className={`${styles.notice} ${styles.paused}`}>
        <h2 id="sending-heading">{sendingTexts.pausedBySesTitle}</h2>
        <p>{sendingTexts.pausedBySes}</p>
      </section>
    );
  if (sending.state === 'paused') return <Paused sending={sending} />;
  return (
    <section role="status" aria-labelledby="sending-heading" className={styles.notice}>
      <h2 id="sending-heading">{sendingTexts.warnTitle(sending.reason)}</h2>
      <p>{sendingTexts.warn(sending)}</p>
      <WhatToDo />
    </section>
  );
}

function StrictNote() {
  return (
    <p role="status" className={styles.muted}>
      {sendingTexts.strictNote}
    </p>
  );
}

function WhatToDo() {
  return (
    <ul className={styles.todo}>
      {sendingTexts.whatToDo.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Paused({ sending }: { sending: SendingStatus }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const canResume = useCan('sendingResume');
  return (
    <section role="alert" aria-labelledby="sending-heading" className={`${styles.notice} ${styles.paused}`}>
      <h2 id="sending-heading">{sendingTexts.pausedTitle}</h2>
      <p>{sendingTexts.paused(sending)}</p>
      <p>What to do:</p>
      <WhatToDo />
      {canResume && (
        <div>
          <Button onClick={() => setAsking(true)}>{sendingTexts.resumeButton}</Button>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={sendingTexts.resumeTitle}
        description={sendingTexts.resumeQuestion}
        confirmLabel={sendingTexts.resumeConfirm}
        busyLabel={sendingTexts.resuming}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          queryClient.setQueryData(sendingKeys.status, await resumeSending());
          setAsking(false);
          await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
        }}
      />
    </section>
  );
}
