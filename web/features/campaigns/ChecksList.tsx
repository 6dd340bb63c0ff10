import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { CampaignCheck } from '../../../shared/contracts/campaigns';
import { Button, Field, Spinner, Textarea } from '../../components/ui';
import { patchSetup } from '../../lib/setup-api';
import { campaignKeys, failureText, useCampaignChecks } from './campaigns-api';
import styles from './Campaigns.module.css';

/** The postal address, added where the check asks for it (saved on the account's setup, PATCH /api/setup). */
function PostalAddressForm({ campaignId }: { campaignId: string }) {
  const queryClient = useQueryClient();
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError('');
        patchSetup({ postalAddress: address })
          .then(async () => {
            await queryClient.invalidateQueries({ queryKey: ['setup'] });
            await queryClient.invalidateQueries({ queryKey: campaignKeys.checks(campaignId) });
          })
          .catch((e: unknown) => setError(failureText(e)))
          .finally(() => setBusy(false));
      }}
    >
      <Field label="Postal address" error={error}>
        <Textarea rows={3} value={address} onChange={(e) => setAddress(e.target.value)} required />
      </Field>
      <Button type="submit" size="sm" loading={busy}>
        {busy ? 'Saving...' : 'Save address'}
      </Button>
    </form>
  );
}

function CheckItem({ check, campaignId }: { check: CampaignCheck; campaignId: string }) {
  return (
    <li
      className={`${styles.check} ${check.severity === 'error' ? styles.error : styles.warning}`}
      data-check={check.id}
    >
      <p>
        <strong>{check.severity === 'error' ? 'Error: ' : 'Warning: '}</strong>
        {check.message}
      </p>
      <p>
        {check.fix} {check.fixPath && <Link to={check.fixPath}>Fix it</Link>}
      </p>
      {check.id === 'postal-address' && <PostalAddressForm campaignId={campaignId} />}
    </li>
  );
}

/** The campaign page's checks: errors block sending, warnings do not; each says how to fix it. */
export function ChecksList({ campaignId }: { campaignId: string }) {
  const checks = useCampaignChecks(campaignId, true);
  return (
    <section className={styles.section} aria-labelledby="checks-heading">
      <div className={styles.top}>
        <h2 id="checks-heading">Checks</h2>
        <Button variant="outline" size="sm" loading={checks.isFetching} onClick={() => void checks.refetch()}>
          Check again
        </Button>
      </div>
      {checks.data?.from && (
        <p className={styles.fromLine}>
          From: <span data-testid="checks-from">{checks.data.from}</span>
        </p>
      )}
      {checks.isPending ? (
        <Spinner label="Checking the campaign..." />
      ) : checks.isError ? (
        <p role="alert">{failureText(checks.error)}</p>
      ) : checks.data.checks.length === 0 ? (
        <p role="status">All checks passed.</p>
      ) : (
        <ul className={styles.checks} aria-label="Problems found">
          {checks.data.checks.map((c) => (
            <CheckItem key={c.id} check={c} campaignId={campaignId} />
          ))}
        </ul>
      )}
    </section>
  );
}
