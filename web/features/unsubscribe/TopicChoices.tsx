import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import styles from './UnsubscribePage.module.css';

interface Props {
  topics: { tag: string; chosen: boolean }[];
  subscribed: boolean;
  saving: boolean;
  disabled: boolean;
  onSave: (topics: string[]) => void;
}

/** The account's topics as checkboxes: keep only some, or come back for some after unsubscribing. */
export function TopicChoices({ topics, subscribed, saving, disabled, onSave }: Props) {
  const [chosen, setChosen] = useState(() => new Set(topics.filter((t) => t.chosen).map((t) => t.tag)));
  const toggle = (tag: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(tag);
      else next.delete(tag);
      return next;
    });
  return (
    <form
      className={styles.topics}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(topics.map((t) => t.tag).filter((tag) => chosen.has(tag)));
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          {subscribed ? 'Topics you hear about' : 'Or hear only about the topics you choose'}
        </legend>
        {topics.map((t) => (
          <label key={t.tag} className={styles.topic}>
            <input
              type="checkbox"
              checked={chosen.has(t.tag)}
              onChange={(event) => toggle(t.tag, event.target.checked)}
            />
            {t.tag}
          </label>
        ))}
      </fieldset>
      <Button
        type="submit"
        variant="primary"
        loading={saving}
        disabled={disabled || (!subscribed && chosen.size === 0)}
      >
        {saving ? 'Saving…' : subscribed ? 'Save my topics' : 'Resubscribe to these topics'}
      </Button>
    </form>
  );
}
