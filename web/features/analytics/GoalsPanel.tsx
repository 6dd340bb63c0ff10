import { type FormEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AnalyticsReport } from '../../../shared/contracts/analytics';
import { Button, Field, Input } from '../../components/ui';
import { errorMessage } from '../../lib/api-client';
import { percentText } from '../../lib/percent';
import { toast } from '../../lib/toast';
import { createGoal, deleteGoal } from './analytics-api';
import styles from './Analytics.module.css';

/**
 * Goals: events and pages the user counts as conversions, with their conversions and their rate, a share
 * of visits (the report's converting visits over visits: never above 100%). No column for the converting
 * visits themselves: four figures do not fit 375 px; the note under the table says what the rate counts.
 */
export function GoalsPanel({ goals }: { goals: AnalyticsReport['goals'] }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'event' | 'page'>('event');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['analytics'] });

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await createGoal({ kind, value });
      setValue(''); // only after it saved: a refused goal stays in the box to fix
      await refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  async function onDelete(goalId: string) {
    try {
      await deleteGoal(goalId);
      await refresh();
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' });
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="goals-heading">
      <h2 id="goals-heading" className={styles.panelTitle}>
        Goals
      </h2>
      {goals.length === 0 ? (
        <p className={styles.none}>
          No goals yet. Add the event or page that means a sale or a sign-up, for example the event Purchase
          or the page /thank-you.
        </p>
      ) : (
        <table className={`${styles.table} ${styles.compact}`}>
          <caption className="sr-only">Goals and their conversions</caption>
          <thead>
            <tr>
              <th scope="col">Goal</th>
              <th scope="col" className={styles.num}>
                Conversions
              </th>
              <th scope="col" className={styles.num}>
                Rate
              </th>
              <th scope="col" className={styles.action}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {goals.map((goal) => (
              <tr key={goal.id}>
                <th scope="row" className={styles.name}>
                  {goal.kind === 'event' ? `Event: ${goal.value}` : `Page: ${goal.value}`}
                </th>
                <td className={styles.num}>{goal.conversions.toLocaleString()}</td>
                <td className={styles.num}>{percentText(Math.min(goal.rate, 100), 100)}</td>
                <td>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void onDelete(goal.id)}
                    aria-label={`Delete goal ${goal.value}`}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {goals.length > 0 && (
        <p className={styles.none}>
          Rate: the share of visits in which the goal was reached (a visit with two purchases counts once).
        </p>
      )}
      <form className={styles.goalForm} onSubmit={(e) => void onAdd(e)}>
        <label className={styles.kind}>
          <span className="sr-only">Goal type</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as 'event' | 'page')}>
            <option value="event">Event</option>
            <option value="page">Page</option>
          </select>
        </label>
        <Field label={kind === 'event' ? 'Event name' : 'Page path'} hideLabel error={error}>
          <Input
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={kind === 'event' ? 'Purchase' : '/thank-you'}
            maxLength={100}
          />
        </Field>
        <Button type="submit" size="sm" disabled={busy || value.trim() === ''}>
          {busy ? 'Adding…' : 'Add goal'}
        </Button>
      </form>
    </section>
  );
}
