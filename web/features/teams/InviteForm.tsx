/**
 * Invite by email with a role (owner and admin). The address stays typed when the server refuses (its
 * sentence shows under the form); a sent invitation empties the form and says so.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ROLE_DESCRIPTIONS, type InviteBody } from '../../../shared/contracts/teams';
import { Button, Field, Input } from '../../components/ui';
import { errorMessage } from '../../lib/api-client';
import { inviteMember } from './api/invite';
import styles from './Team.module.css';

const invitableRoles: InviteBody['role'][] = ['editor', 'viewer', 'admin'];

export function InviteForm({ onInvited }: { onInvited: () => Promise<unknown> }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteBody['role']>('editor');
  const [sent, setSent] = useState<string | null>(null);
  const invite = useMutation({ mutationFn: inviteMember });
  const roleId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    try {
      const invitation = await invite.mutateAsync({ email, role });
      setEmail('');
      setSent(`Invitation sent to ${invitation.email}.`);
      await onInvited();
    } catch {
      // shown below from invite.error
    }
  };

  return (
    <form className={styles.invite} onSubmit={(e) => void onSubmit(e)} aria-labelledby="team-invite-title">
      <h2 id="team-invite-title">Invite someone</h2>
      <Field label="Email address">
        <Input
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <div className={styles.roleField}>
        <label htmlFor={roleId}>Role</label>
        <select
          id={roleId}
          className={styles.select}
          value={role}
          onChange={(e) => setRole(e.target.value as InviteBody['role'])}
          aria-describedby={`${roleId}-hint`}
        >
          {invitableRoles.map((r) => (
            <option key={r} value={r}>
              {r[0]?.toUpperCase()}
              {r.slice(1)}
            </option>
          ))}
        </select>
        <p id={`${roleId}-hint`} className={styles.muted}>
          {ROLE_DESCRIPTIONS[role]}
        </p>
      </div>
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
      {invite.isError && <p role="alert">{errorMessage(invite.error)}</p>}
      {sent && <p role="status">{sent}</p>}
    </form>
  );
}
