/**
 * Ownership transfer on /team (issue 34), confirmed by both: the owner's "Transfer ownership" on an admin's
 * row opens a confirmation and makes the offer; the owner then sees it pending and may withdraw it; the admin
 * it names sees it and accepts (confirmed again). Refusals arrive in the server's words in the dialog.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamResponse, TeamRole } from '../../../shared/contracts/teams';
import { Button, ConfirmDialog } from '../../components/ui';
import { toast } from '../../lib/toast';
import { acceptOwnership, offerOwnership, withdrawOwnership } from './api/ownership';
import { teamAccountsQueryKey, teamQueryKey } from './api/keys';
import styles from './Team.module.css';

type Member = TeamResponse['members'][number];

export function OwnershipPanel({
  team,
  role,
  selfId,
  transferTo,
  onCloseTransfer,
}: {
  team: TeamResponse;
  role: TeamRole | undefined;
  selfId: string | undefined;
  transferTo: Member | null;
  onCloseTransfer: () => void;
}) {
  const client = useQueryClient();
  const [accepting, setAccepting] = useState(false);
  const offer = team.ownershipOffer;
  const offeredTo = team.members.find((m) => m.userId === offer?.toUserId)?.email ?? 'an admin';
  const refresh = async (message: string) => {
    toast({ title: message });
    await client.invalidateQueries({ queryKey: teamQueryKey });
    await client.invalidateQueries({ queryKey: teamAccountsQueryKey });
  };
  return (
    <>
      {offer && role === 'owner' && (
        <section className={styles.section} aria-labelledby="ownership-title">
          <h2 id="ownership-title">Ownership</h2>
          <p>You offered ownership to {offeredTo}. It moves when they accept.</p>
          <div>
            <Button
              variant="outline"
              onClick={() => void withdrawOwnership().then(() => refresh('Offer withdrawn'))}
            >
              Withdraw the offer
            </Button>
          </div>
        </section>
      )}
      {offer && offer.toUserId === selfId && (
        <section className={styles.section} aria-labelledby="ownership-title">
          <h2 id="ownership-title">Ownership</h2>
          <p>
            The owner offers you ownership of this account: billing, deleting the account and every other
            power.
          </p>
          <div>
            <Button onClick={() => setAccepting(true)}>Accept ownership</Button>
          </div>
        </section>
      )}
      <ConfirmDialog
        open={transferTo !== null}
        title={`Transfer ownership to ${transferTo?.email ?? 'this admin'}?`}
        description="They become the owner when they accept: billing, the sending domain and deleting the account follow them. You stay as an admin."
        confirmLabel="Offer ownership"
        busyLabel="Offering..."
        onClose={onCloseTransfer}
        onConfirm={async () => {
          if (transferTo) await refresh((await offerOwnership(transferTo.userId)).message);
          onCloseTransfer();
        }}
      />
      <ConfirmDialog
        open={accepting}
        title="Become the owner of this account?"
        description="Billing and deleting the account become yours; the current owner stays as an admin."
        confirmLabel="Accept ownership"
        busyLabel="Accepting..."
        onClose={() => setAccepting(false)}
        onConfirm={async () => {
          await refresh((await acceptOwnership()).message);
          setAccepting(false);
        }}
      />
    </>
  );
}
