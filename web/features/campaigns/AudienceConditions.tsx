import { useEffect, useRef } from 'react';
import { AUDIENCE_CONDITIONS_MAX } from '../../../shared/contracts/campaigns';
import type { ContactFieldInfo } from '../../../shared/contracts/contacts';
import { Spinner, buttonClassName } from '../../components/ui';
import { useContactFields } from '../contacts/api/contact-fields';
import { conditionsReducer, type ConditionAction, type ConditionDraft } from './audience-conditions';
import { ConditionRow } from './ConditionRow';
import styles from './Campaigns.module.css';

let nextId = 0;

/**
 * "Add a condition": rows of (custom field, operator, value) that every contact of the audience meets too.
 * The fields are the account's catalogue (the contact dialog's GET /api/contacts/fields). A new row's field
 * select takes the focus; removing a row gives it back to "Add a condition".
 */
export function AudienceConditions({
  value,
  onChange,
  showErrors,
}: {
  value: ConditionDraft[];
  onChange: (rows: ConditionDraft[]) => void;
  showErrors: boolean;
}) {
  const catalogue = useContactFields(true);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<string | null>(null);
  // After a removal the focus goes to "Add a condition" once it is rendered (it is not while there are 5).
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    addRef.current?.focus();
  }, [value.length]);
  const dispatch = (action: ConditionAction) => onChange(conditionsReducer(value, action));
  const fields: readonly ContactFieldInfo[] = catalogue.data?.fields ?? [];

  return (
    <fieldset className={styles.choices}>
      <legend>Conditions on custom fields</legend>
      {catalogue.isPending ? (
        <Spinner size="sm" label="Loading your custom fields..." showLabel />
      ) : catalogue.isError ? (
        <p role="alert" className={styles.muted}>
          Could not load your custom fields just now.
        </p>
      ) : fields.length === 0 && value.length === 0 ? (
        <p className={styles.muted}>
          Import contacts with extra columns (City, Birthday, Plan...) to narrow the audience by them.
        </p>
      ) : (
        <>
          {value.length > 0 && (
            <p className={styles.muted} id="conditions-hint">
              Contacts must meet every condition.
            </p>
          )}
          <ol className={styles.conditions}>
            {value.map((row, i) => (
              <ConditionRow
                key={row.id}
                row={row}
                index={i}
                fields={fields}
                showErrors={showErrors}
                autoFocus={focusNext.current === row.id}
                dispatch={dispatch}
                onRemoved={() => (focusAdd.current = true)}
              />
            ))}
          </ol>
          {value.length < AUDIENCE_CONDITIONS_MAX ? (
            <div>
              <button
                ref={addRef}
                type="button"
                className={buttonClassName({ variant: 'outline', size: 'sm' })}
                onClick={() => {
                  const id = `condition-${(nextId += 1)}`;
                  focusNext.current = id;
                  dispatch({ type: 'add', id });
                }}
              >
                Add a condition
              </button>
            </div>
          ) : (
            <p className={styles.muted}>An audience has at most {AUDIENCE_CONDITIONS_MAX} conditions.</p>
          )}
        </>
      )}
    </fieldset>
  );
}
