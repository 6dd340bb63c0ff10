/**
 * The account switcher in the navigation (issue 34), shown only to a person in more than one account: a
 * labelled list of their accounts and a Switch button (choosing alone changes nothing, so a keyboard user
 * can move through the list). Switching remembers the choice, clears every cached answer and opens the
 * account's templates.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { switchAccount } from '../../lib/current-account';
import { useAccounts } from './use-accounts';
import styles from './AccountSwitcher.module.css';

export function AccountSwitcher() {
  const { accounts, current } = useAccounts();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string | null>(null);
  if (accounts.length < 2 || !current) return null;
  const value = picked ?? current.accountId;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value === current.accountId) return;
    const target = accounts.find((a) => a.accountId === value);
    switchAccount(target?.own ? undefined : value);
    setPicked(null);
    void navigate(paths.dashboard);
  };

  return (
    <form className={styles.switcher} onSubmit={onSubmit} aria-label="Switch account">
      <label htmlFor="account-switcher" className={styles.label}>
        Account
      </label>
      <select
        id="account-switcher"
        className={styles.select}
        value={value}
        onChange={(event) => setPicked(event.target.value)}
      >
        {accounts.map((a) => (
          <option key={a.accountId} value={a.accountId}>
            {a.own ? a.name : `${a.name} (${a.role})`}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.button} disabled={value === current.accountId}>
        Switch
      </button>
    </form>
  );
}
