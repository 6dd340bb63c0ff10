/**
 * The account's members with their roles, and the pending invitations. An owner or admin gets the role and
 * Remove on each member but the owner and themselves, and Withdraw on each invitation; the others only read.
 */
import type { Invitation, TeamResponse } from '../../../shared/contracts/teams';
import { Button } from '../../components/ui';
import { dayText } from '../../lib/date-text';
import { MemberRole } from './MemberRole';
import styles from './Team.module.css';

type Member = TeamResponse['members'][number];

const capital = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;
const day = (iso: string) => dayText(iso);

export function MemberList({
  members,
  selfId,
  canManage,
  onRemove,
  onTransfer,
}: {
  members: Member[];
  selfId: string | undefined;
  canManage: boolean;
  onRemove: (member: Member) => void;
  /** The owner's "Transfer ownership" on an admin's row (issue 34); absent for everyone else. */
  onTransfer?: (member: Member) => void;
}) {
  return (
    <ul className={styles.list} aria-label="Members">
      {members.map((m) => {
        const who = m.email || "The account's owner";
        return (
          <li key={m.userId} className={styles.row}>
            <span className={styles.who}>
              {who}
              {m.userId === selfId && ' (you)'}
            </span>
            {canManage && m.role !== 'owner' && m.userId !== selfId ? (
              <MemberRole userId={m.userId} who={who} role={m.role} />
            ) : (
              <span className={styles.role}>{capital(m.role)}</span>
            )}
            {canManage && m.role !== 'owner' && m.userId !== selfId && (
              <Button variant="outline" size="sm" onClick={() => onRemove(m)} aria-label={`Remove ${who}`}>
                Remove
              </Button>
            )}
            {onTransfer && m.role === 'admin' && m.userId !== selfId && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onTransfer(m)}
                aria-label={`Transfer ownership to ${who}`}
              >
                Transfer ownership
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function InvitationList({
  invitations,
  canManage,
  onRevoke,
}: {
  invitations: Invitation[];
  canManage: boolean;
  onRevoke: (invitation: Invitation) => void;
}) {
  if (invitations.length === 0) return <p className={styles.muted}>No pending invitations.</p>;
  return (
    <ul className={styles.list} aria-label="Pending invitations">
      {invitations.map((i) => (
        <li key={i.inviteId} className={styles.row}>
          <span className={styles.who}>{i.email}</span>
          <span className={styles.role}>
            {capital(i.role)} · link valid until {day(i.expiresAt)}
          </span>
          {canManage && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onRevoke(i)}
              aria-label={`Withdraw the invitation to ${i.email}`}
            >
              Withdraw
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
