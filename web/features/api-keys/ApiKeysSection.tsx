/**
 * Settings › API keys (issue 31): Premium's API access. Create a key (name and scopes), see it once, list the
 * keys with their last use, revoke one after a confirmation. Below Premium: the plan's words and a link.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApiKey } from '../../../shared/contracts/api-keys';
import { Button, ButtonLink, ConfirmDialog, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { apiKeysQueryKey, createApiKey, listApiKeys, revokeApiKey } from './api';
import { CreateKeyDialog } from './CreateKeyDialog';
import { KeyList } from './KeyList';
import { NewKeyDialog } from './NewKeyDialog';
import styles from './ApiKeys.module.css';

export function ApiKeysSection() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: apiKeysQueryKey, queryFn: listApiKeys });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: apiKeysQueryKey });
  const create = useMutation({ mutationFn: createApiKey });
  const revoke = useMutation({ mutationFn: revokeApiKey });

  return (
    <section className={styles.section} aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <p>
        Send orders and other events from your shop&apos;s server, and keep contacts in step.{' '}
        <Link to={paths.apiDocs}>API reference</Link>
      </p>
      {list.isPending && <Spinner label="Loading API keys" />}
      {list.isError && <p role="alert">{list.error.message}</p>}
      {list.data && !list.data.allowed && (
        <p>
          {list.data.planMessage}{' '}
          <ButtonLink to={paths.subscription} variant="ghost" size="sm">
            See plans
          </ButtonLink>
        </p>
      )}
      {list.data?.allowed && (
        <div>
          <Button onClick={() => setCreating(true)}>Create API key</Button>
        </div>
      )}
      {list.data && <KeyList keys={list.data.keys} onRevoke={setRevoking} />}
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={async (body) => {
          const created = await create.mutateAsync(body);
          setCreating(false);
          setSecret(created.secret);
          await refresh();
        }}
      />
      <NewKeyDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke "${revoking?.name ?? ''}"?`}
        description="Anything using this key stops working at once. This cannot be undone."
        confirmLabel="Revoke key"
        busyLabel="Revoking..."
        variant="destructive"
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (revoking) await revoke.mutateAsync(revoking.id);
          setRevoking(null);
          await refresh();
        }}
      />
    </section>
  );
}
