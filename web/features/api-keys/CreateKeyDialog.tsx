import { useState, type FormEvent } from 'react';
import { apiScopes, apiScopeWords, type ApiScope } from '../../../shared/contracts/api-keys';
import { Field, FormDialog, Input } from '../../components/ui';
import styles from './ApiKeys.module.css';

/**
 * Create a key: its name and scopes. A failed save keeps the dialog open with what was typed and the
 * server's sentence (the plan's 403 included).
 */
export function CreateKeyDialog({
  open,
  onClose,
  onCreate,
}: {
  open: boolean;
  onClose: () => void;
  onCreate: (body: { name: string; scopes: ApiScope[] }) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['events:write']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameError = error === 'name' ? 'Give the key a name.' : undefined;
  const scopeError = error === 'scopes' ? 'Choose at least one scope.' : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return setError('name');
    if (scopes.length === 0) return setError('scopes');
    setBusy(true);
    setError(null);
    try {
      await onCreate({ name: name.trim(), scopes });
      setName('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The key could not be created.');
    } finally {
      setBusy(false);
    }
  };
  const toggle = (scope: ApiScope) =>
    setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]));
  const formError = error && error !== 'name' && error !== 'scopes' ? error : null;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      busy={busy}
      title="Create an API key"
      description="Name the key after what will use it (your shop's server, a script), and give it only the scopes it needs."
      formId="create-api-key"
      submitLabel="Create key"
      onSubmit={(event) => void submit(event)}
      error={formError}
    >
      <Field label="Name" error={nameError}>
        <Input value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      </Field>
      <fieldset className={styles.scopes} aria-describedby={scopeError ? 'api-key-scope-error' : undefined}>
        <legend>Scopes</legend>
        {apiScopes.map((scope) => (
          <label key={scope} className={styles.scope}>
            <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
            <span>
              <code>{scope}</code> {apiScopeWords[scope]}
            </span>
          </label>
        ))}
        {scopeError && (
          <p id="api-key-scope-error" role="alert" className={styles.error}>
            {scopeError}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
