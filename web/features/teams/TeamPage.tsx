/**
 * /team (issue 34): the current account's members and pending invitations, the seats used of the plan's.
 * An owner or admin invites, withdraws invitations and removes members (each after a confirmation, a refusal
 * shown in the server's words); an editor or viewer reads the list. A member may leave the account.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  INVITATION_ERRORS,
  roleAllows,
  type Invitation,
  type TeamResponse,
} from '../../../shared/contracts/teams';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, ConfirmDialog, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { switchAccount } from '../../lib/current-account';
import { teamQueryKey } from './api/keys';
import { leaveAccount } from './api/leave';
import { removeMember } from './api/remove-member';
import { revokeInvitation } from './api/revoke-invitation';
import { fetchTeam } from './api/team';
import { ActivityLog } from './ActivityLog';
import { InviteForm } from './InviteForm';
import { InvitationList, MemberList } from './MemberList';
import { OwnershipPanel } from './OwnershipPanel';
import { useAccounts } from './use-accounts';
import styles from './Team.module.css';

type Member = TeamResponse['members'][number];

export function TeamPage() {
  const { user } = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { query: accountsQuery, current } = useAccounts();
  const team = useQuery({ queryKey: teamQueryKey, queryFn: ({ signal }) => fetchTeam(signal) });
  usePageReady(!team.isPending && !accountsQuery.isPending);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [transferTo, setTransferTo] = useState<Member | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: teamQueryKey });
  const remove = useMutation({ mutationFn: removeMember });
  const revoke = useMutation({ mutationFn: revokeInvitation });
  const leave = useMutation({ mutationFn: leaveAccount });
  const canManage = current ? roleAllows(current.role, 'admin') : false;

  return (
    <div className={styles.page}>
      <h1>Team</h1>
      {current && (
        <p>
          {current.own ? 'Your own account' : current.name}: your role is <strong>{current.role}</strong>.
        </p>
      )}
      {team.isPending && <Spinner label="Loading the team" showLabel />}
      {team.isError && (
        <div role="alert" className={styles.error}>
          <p>{errorMessage(team.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void team.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {team.data && (
        <>
          <section className={styles.section} aria-labelledby="team-members-title">
            <h2 id="team-members-title">Members</h2>
            <p>
              {team.data.seats.used} of {team.data.seats.limit} seats used.
            </p>
            <MemberList
              members={team.data.members}
              selfId={user?.id}
              canManage={canManage}
              onRemove={setRemoving}
              {...(current?.role === 'owner' ? { onTransfer: setTransferTo } : {})}
            />
          </section>
          <section className={styles.section} aria-labelledby="team-invitations-title">
            <h2 id="team-invitations-title">Pending invitations</h2>
            <InvitationList
              invitations={team.data.invitations}
              canManage={canManage}
              onRevoke={setRevoking}
            />
          </section>
          {canManage && (
            <section className={styles.section}>
              {team.data.seats.used >= team.data.seats.limit ? (
                // No form while every seat is taken: the invitation would be refused (seats_full).
                <p role="status">
                  {INVITATION_ERRORS.seatsFull(team.data.seats.limit).message}{' '}
                  <Link to={paths.subscription}>See the plans</Link>
                </p>
              ) : (
                <InviteForm onInvited={refresh} />
              )}
            </section>
          )}
          <OwnershipPanel
            team={team.data}
            role={current?.role}
            selfId={user?.id}
            transferTo={transferTo}
            onCloseTransfer={() => setTransferTo(null)}
          />
          {canManage && <ActivityLog />}
        </>
      )}
      {current && !current.own && (
        <section className={styles.section} aria-labelledby="team-leave-title">
          <h2 id="team-leave-title">Leave this account</h2>
          <p>You lose access to {current.name} at once. Its owner can invite you again.</p>
          <div>
            <Button variant="destructive" onClick={() => setLeaving(true)}>
              Leave {current.name}
            </Button>
          </div>
        </section>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.email ?? 'this member'}?`}
        description="They lose access to this account at once. You can invite them again later."
        confirmLabel="Remove"
        busyLabel="Removing..."
        variant="destructive"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing.userId);
          setRemoving(null);
          await refresh();
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={`Withdraw the invitation to ${revoking?.email ?? 'this address'}?`}
        description="Its link stops working. You can invite the address again later."
        confirmLabel="Withdraw"
        busyLabel="Withdrawing..."
        variant="destructive"
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (revoking) await revoke.mutateAsync(revoking.inviteId);
          setRevoking(null);
          await refresh();
        }}
      />
      <ConfirmDialog
        open={leaving}
        title={`Leave ${current?.name ?? 'this account'}?`}
        description="You lose access to it at once, and go back to your own account."
        confirmLabel="Leave"
        busyLabel="Leaving..."
        variant="destructive"
        onClose={() => setLeaving(false)}
        onConfirm={async () => {
          await leave.mutateAsync();
          setLeaving(false);
          switchAccount(undefined);
          void navigate(paths.dashboard);
        }}
      />
    </div>
  );
}
