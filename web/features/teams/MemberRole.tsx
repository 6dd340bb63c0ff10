/**
 * A member's role, changeable by an owner or admin: a labelled list and a Save button (choosing alone sends
 * nothing, so the keyboard can move through the list); a refusal shows under it in the server's words.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MemberRoleBody } from '../../../shared/contracts/teams';
import { Button } from '../../components/ui';
import { errorMessage } from '../../lib/api-client';
import { changeMemberRole } from './api/change-role';
import { teamQueryKey } from './api/keys';
import styles from './Team.module.css';

type Role = MemberRoleBody['role'];
const roles: Role[] = ['admin', 'editor', 'viewer'];

export function MemberRole({ userId, who, role }: { userId: string; who: string; role: Role }) {
  const client = useQueryClient();
  const [picked, setPicked] = useState<Role>(role);
  const change = useMutation({ mutationFn: changeMemberRole });
  const id = useId();

  const save = async () => {
    try {
      await change.mutateAsync({ userId, role: picked });
      await client.invalidateQueries({ queryKey: teamQueryKey });
    } catch {
      // shown below from change.error
    }
  };

  return (
    <span className={styles.roleEdit}>
      <label htmlFor={id} className="sr-only">
        Role of {who}
      </label>
      <select
        id={id}
        className={styles.select}
        value={picked}
        onChange={(e) => setPicked(e.target.value as Role)}
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {r[0]?.toUpperCase()}
            {r.slice(1)}
          </option>
        ))}
      </select>
      <Button
        variant="outline"
        size="sm"
        disabled={picked === role || change.isPending}
        onClick={() => void save()}
        aria-label={`${change.isPending ? 'Saving...' : 'Save role'} of ${who}`}
      >
        {change.isPending ? 'Saving...' : 'Save role'}
      </Button>
      {change.isError && (
        <span role="alert" className={styles.rowError}>
          {errorMessage(change.error)}
        </span>
      )}
    </span>
  );
}
