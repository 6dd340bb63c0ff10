import { useState } from 'react';
import { catalogueGroups } from '../../../shared/onboarding/email-types';
import { Button, Spinner } from '../../components/ui';
import {
  pendingStorageKeys,
  readPendingCampaignIds,
  removePending,
  writePendingCampaignIds,
} from '../../lib/pending-progress';
import { useSaveSetup } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import { StepActions, StepLayout } from './components/StepLayout';
import { useOnboardingStep, type OnboardingStep } from './use-onboarding-step';
import styles from './SelectEmailsPage.module.css';
import shared from './onboarding.module.css';

const groups = catalogueGroups();

/**
 * /select-emails (docs/product.md › Select emails, Onboarding errors and toasts): the email type checklist grouped by category. Next
 * saves first and stays if the save fails; a visitor's Previous saves (locally) first too.
 */
export function SelectEmailsPage() {
  const step = useOnboardingStep('/select-emails', {
    loadErrorDescription: 'Could not load your previously selected emails.',
  });
  if (step.loading) return <Spinner className={shared.loading} showLabel label="Loading..." />;
  const fromServer = step.setup?.selectedCampaignIds ?? [];
  const initial = fromServer.length > 0 ? fromServer : readPendingCampaignIds();
  return <Checklist step={step} initial={initial} />;
}

function Checklist({ step, initial }: { step: OnboardingStep; initial: readonly string[] }) {
  const save = useSaveSetup();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initial));
  const [saving, setSaving] = useState<'next' | 'previous' | null>(null);

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  /** The chosen ids in catalogue order. */
  const chosen = () => groups.flatMap((g) => g.emailTypes.map((c) => c.id)).filter((id) => selected.has(id));

  async function saveAndGo(direction: 'next' | 'previous') {
    const ids = chosen();
    if (!step.signedIn) {
      writePendingCampaignIds(ids);
      if (direction === 'next') toast({ title: 'Selections Saved (for now)!' });
      if (direction === 'next') step.goNext();
      else step.goPrevious();
      return;
    }
    setSaving(direction);
    try {
      await step.saveThenNavigate(() => save.mutateAsync({ selectedCampaignIds: ids }));
    } catch (error) {
      console.error('Could not save the campaign selection', error);
      toast({
        title: 'Error Saving Data',
        description: 'Could not save your email selections. Please try again.',
        variant: 'destructive',
      });
      setSaving(null);
      return;
    }
    removePending(pendingStorageKeys.selectedCampaignIds);
    toast({ title: 'Selections Saved!' });
    step.goNext();
  }

  return (
    <StepLayout
      title="Select Your Emails"
      titleId="select-emails-title"
      bubble="Tell us what emails you want in your marketing campaign!"
      width="wide"
    >
      <form
        className={shared.panel}
        onSubmit={(event) => {
          event.preventDefault();
          void saveAndGo('next');
        }}
        noValidate
      >
        <p className={styles.count} aria-live="polite">
          {selected.size} of {groups.reduce((n, g) => n + g.emailTypes.length, 0)} emails selected
        </p>
        <div className={styles.list} role="region" aria-label="Email campaigns" tabIndex={0}>
          {groups.map(({ category, emailTypes }) => (
            <fieldset key={category.id} className={styles.group}>
              <legend className={styles.legend}>{category.name}</legend>
              <ul className={styles.items}>
                {emailTypes.map((emailType) => {
                  const id = `campaign-${emailType.id}`;
                  return (
                    <li key={emailType.id} className={styles.item}>
                      <input
                        type="checkbox"
                        id={id}
                        className={styles.box}
                        checked={selected.has(emailType.id)}
                        onChange={(event) => toggle(emailType.id, event.target.checked)}
                        aria-describedby={`${id}-description`}
                      />
                      <div className={styles.label}>
                        <label htmlFor={id} className={styles.name}>
                          {emailType.name}
                        </label>
                        <span id={`${id}-description`} className={styles.description}>
                          {emailType.description}
                        </span>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
        <StepActions>
          <Button
            variant="outline"
            onClick={() => (step.signedIn ? step.goPrevious() : void saveAndGo('previous'))}
            disabled={saving !== null}
          >
            Previous
          </Button>
          <Button type="submit" size="lg" loading={saving === 'next'}>
            {saving === 'next' ? 'Saving...' : 'Save & Continue'}
          </Button>
        </StepActions>
      </form>
    </StepLayout>
  );
}
