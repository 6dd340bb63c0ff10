import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { businessDescriptionSchema } from '../../../shared/contracts/setup';
import type { FlowPath } from '../../../shared/onboarding/flow';
import { Button, Field, Spinner, Textarea } from '../../components/ui';
import { pendingStorageKeys, readPending, removePending, writePending } from '../../lib/pending-progress';
import { useSaveSetup } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import { StepActions, StepLayout } from './components/StepLayout';
import { useOnboardingStep, type OnboardingStep } from './use-onboarding-step';
import frame from '../../styles/page-frame.module.css';
import styles from './onboarding.module.css';

const schema = z.object({ description: businessDescriptionSchema });
type Values = z.input<typeof schema>;

export const PLACEHOLDER =
  'e.g. I run an online store selling handmade soy candles and natural soaps. Most of my customers find me on Instagram and I want them to come back for new scents.';

export interface Example {
  question: string;
  /** Appended to the description as the start of a new paragraph. */
  starter: string;
}

interface DescriptionStepProps {
  path: FlowPath;
  title: string;
  intro: string;
  submitLabel: string;
  examples?: readonly Example[];
}

/**
 * The business description, edited (docs/product.md › Describing the business, Onboarding errors and toasts: 'Error Saving Progress'): a visitor's text is
 * kept locally as pending; a signed-in user's is saved to the account, and if that fails the flow continues with
 * the text kept locally (so it is saved on a later visit, and nothing typed is lost).
 */
export function DescriptionStep({ path, title, intro, submitLabel, examples }: DescriptionStepProps) {
  const step = useOnboardingStep(path, {
    loadErrorDescription: 'Could not load your business description.',
  });
  if (step.loading) return <Spinner className={styles.loading} showLabel label="Loading..." />;
  const initial =
    step.setup?.businessDescription ?? readPending(pendingStorageKeys.businessDescription) ?? '';
  return (
    <DescriptionForm
      step={step}
      initial={initial}
      title={title}
      intro={intro}
      submitLabel={submitLabel}
      examples={examples}
      titleId={`${path.slice(1)}-title`}
    />
  );
}

function DescriptionForm({
  step,
  initial,
  title,
  intro,
  submitLabel,
  examples,
  titleId,
}: {
  step: OnboardingStep;
  initial: string;
  title: string;
  intro: string;
  submitLabel: string;
  examples?: readonly Example[];
  titleId: string;
}) {
  const save = useSaveSetup();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { description: initial } });
  const field = register('description');

  const onSubmit = handleSubmit(async ({ description }) => {
    const text = description.trim();
    if (!step.signedIn) {
      writePending(pendingStorageKeys.businessDescription, text);
      step.goNext();
      return;
    }
    try {
      await step.saveThenNavigate(() => save.mutateAsync({ businessDescription: text }));
      removePending(pendingStorageKeys.businessDescription);
    } catch (error) {
      console.error('Could not save the business description', error);
      writePending(pendingStorageKeys.businessDescription, text);
      toast({
        title: 'Error Saving Progress',
        description:
          'Could not save your business description. Please proceed and update it later if needed.',
        variant: 'destructive',
      });
    }
    step.goNext();
  });

  function addExample(example: Example) {
    const current = getValues('description').replace(/\s+$/, '');
    const next = current === '' ? example.starter : `${current}\n\n${example.starter}`;
    setValue('description', next, { shouldDirty: true });
    const node = textarea.current;
    if (node) {
      node.focus();
      node.setSelectionRange(next.length, next.length);
    }
  }

  return (
    <StepLayout title={title} titleId={titleId} intro={intro}>
      <form className={`${frame.panel} ${styles.panel}`} onSubmit={onSubmit} noValidate>
        <Field label="Describe your business" error={errors.description?.message}>
          <Textarea
            rows={8}
            placeholder={PLACEHOLDER}
            {...field}
            ref={(node) => {
              field.ref(node);
              textarea.current = node;
            }}
          />
        </Field>
        {examples && examples.length > 0 && (
          <div className={styles.examples}>
            <h2 className={styles.examplesTitle}>Need ideas? Add a line about…</h2>
            <ul className={styles.exampleList}>
              {examples.map((example) => (
                <li key={example.question}>
                  <Button variant="outline" size="sm" onClick={() => addExample(example)}>
                    {example.question}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <StepActions>
          <Button variant="outline" onClick={step.goPrevious} disabled={isSubmitting}>
            Previous
          </Button>
          <Button type="submit" size="lg" loading={isSubmitting}>
            {isSubmitting ? 'Saving...' : submitLabel}
          </Button>
        </StepActions>
      </form>
    </StepLayout>
  );
}
