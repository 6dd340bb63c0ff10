import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Spinner, Textarea } from '../../components/ui';
import { pendingStorageKeys, readPending, removePending, writePending } from '../../lib/pending-progress';
import { useSaveSetup } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import { StepActions, StepLayout } from './components/StepLayout';
import { goalCountLabel, goalsFormSchema, type GoalsFormValues } from './goals';
import { useOnboardingStep, type OnboardingStep } from './use-onboarding-step';
import frame from '../../styles/page-frame.module.css';
import styles from './onboarding.module.css';

const PLACEHOLDER = `e.g.
Bring back customers who haven't ordered in a while
Recover abandoned carts
Announce new scents to my list`;

/**
 * /goals-form (issue 3): one textarea, one goal per line, saved as goalsFormRawText (the server derives the goals
 * list of non-empty lines). A save that fails keeps the user here with everything typed.
 */
export function GoalsFormPage() {
  const step = useOnboardingStep('/goals-form', { loadErrorDescription: 'Could not load your goals.' });
  if (step.loading) return <Spinner className={styles.loading} showLabel label="Loading..." />;
  const initial = step.setup?.goalsFormRawText ?? readPending(pendingStorageKeys.goalsRawText) ?? '';
  return <GoalsForm step={step} initial={initial} />;
}

function GoalsForm({ step, initial }: { step: OnboardingStep; initial: string }) {
  const save = useSaveSetup();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<GoalsFormValues>({ resolver: zodResolver(goalsFormSchema), defaultValues: { goals: initial } });

  const onSubmit = handleSubmit(async ({ goals }) => {
    const raw = goals.trim();
    if (!step.signedIn) {
      writePending(pendingStorageKeys.goalsRawText, raw);
      step.goNext();
      return;
    }
    try {
      await step.saveThenNavigate(() => save.mutateAsync({ goalsFormRawText: raw }));
    } catch (error) {
      console.error('Could not save the goals', error);
      toast({
        title: 'Error Saving Data',
        description: 'Could not save your goals. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    removePending(pendingStorageKeys.goalsRawText);
    step.goNext();
  });

  return (
    <StepLayout
      title="What Are Your Goals?"
      titleId="goals-form-title"
      bubble="What should your emails do for your business?"
    >
      <form className={`${frame.panel} ${styles.panel}`} onSubmit={onSubmit} noValidate>
        <Field
          label="Your goals"
          hint={`One goal per line. ${goalCountLabel(watch('goals'))} so far.`}
          error={errors.goals?.message}
        >
          <Textarea rows={8} placeholder={PLACEHOLDER} {...register('goals')} />
        </Field>
        <StepActions>
          <Button variant="outline" onClick={step.goPrevious} disabled={isSubmitting}>
            Previous
          </Button>
          <Button type="submit" size="lg" loading={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save & Continue'}
          </Button>
        </StepActions>
      </form>
    </StepLayout>
  );
}
