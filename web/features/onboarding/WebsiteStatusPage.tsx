import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  isWebsiteProviderId,
  websiteProviders,
  type WebsiteProviderId,
} from '../../../shared/onboarding/website-providers';
import { Button, Dialog, Field, Input, Spinner } from '../../components/ui';
import { ApiRequestError } from '../../lib/api-client';
import { pendingStorageKeys, readPending, removePending, writePending } from '../../lib/pending-progress';
import { useSaveSetup } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import { StepActions, StepLayout } from './components/StepLayout';
import { useOnboardingStep, type OnboardingStep } from './use-onboarding-step';
import {
  checkWebsite,
  domainFormSchema,
  domainTakenToast,
  lowercaseInPlace,
  missingInformationToast,
  type DomainFormValues,
} from './website';
import styles from './WebsiteStatusPage.module.css';
import shared from './onboarding.module.css';

type SubStep = 1 | 2 | 3;

/** /website-status (docs/product.md › Website status, Onboarding errors and toasts): has a website → host → domain. */
export function WebsiteStatusPage() {
  const step = useOnboardingStep('/website-status', {
    loadErrorDescription: 'Could not load your saved website status.',
  });
  if (step.loading) return <Spinner className={shared.loading} showLabel label="Loading..." />;
  const storedProvider = step.setup?.websiteProvider ?? readPending(pendingStorageKeys.websiteProvider);
  const provider = storedProvider && isWebsiteProviderId(storedProvider) ? storedProvider : null;
  const domain = step.setup?.domain ?? readPending(pendingStorageKeys.domainName) ?? '';
  return <WebsiteSteps step={step} initialProvider={provider} initialDomain={domain} />;
}

function WebsiteSteps({
  step,
  initialProvider,
  initialDomain,
}: {
  step: OnboardingStep;
  initialProvider: WebsiteProviderId | null;
  initialDomain: string;
}) {
  const save = useSaveSetup();
  const [subStep, setSubStep] = useState<SubStep>(1);
  const [provider, setProvider] = useState<WebsiteProviderId | null>(initialProvider);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<DomainFormValues>({
    resolver: zodResolver(domainFormSchema),
    defaultValues: { domain: initialDomain },
  });
  const domainField = register('domain');

  // Each sub-step's question takes focus when it appears (not on first load), so screen readers hear it.
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
  }, [subStep]);
  const goTo = (next: SubStep) => {
    moved.current = true;
    setSubStep(next);
  };

  const onSubmit = handleSubmit(async ({ domain }) => {
    const check = checkWebsite(provider, domain);
    if (!check.ok) {
      if (check.missing) toast(missingInformationToast);
      if (check.domainMessage) setError('domain', { message: check.domainMessage });
      return;
    }
    setNote(check.note ?? null);
    setValue('domain', check.domain);

    if (!step.signedIn) {
      writePending(pendingStorageKeys.websiteProvider, check.provider);
      writePending(pendingStorageKeys.domainName, check.domain);
      toast({ title: 'Website Info Saved (Session)!' });
      step.goNext();
      return;
    }
    try {
      await step.saveThenNavigate(() =>
        save.mutateAsync({ websiteProvider: check.provider, domain: check.domain }),
      );
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        toast(domainTakenToast);
        setError('domain', { message: domainTakenToast.description });
        return;
      }
      console.error('Could not save the website details', error);
      toast({
        title: 'Error Saving Data',
        description: 'Could not save your website details. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    removePending(pendingStorageKeys.websiteProvider);
    removePending(pendingStorageKeys.domainName);
    toast({ title: 'Website Info Saved!' });
    step.goNext();
  });

  return (
    <StepLayout title="Your Website" titleId="website-status-title" bubble="Let's connect your website!">
      <div className={shared.panel}>
        <p className={styles.progress}>Step {subStep} of 3</p>

        {subStep === 1 && (
          <div className={styles.step}>
            <h2 ref={heading} tabIndex={-1} className={styles.question}>
              Do you have a website?
            </h2>
            <div className={styles.choices}>
              <Button size="lg" onClick={() => goTo(2)}>
                Yes, I do!
              </Button>
              <Button size="lg" variant="outline" onClick={() => setDialogOpen(true)}>
                No, not yet
              </Button>
            </div>
            <div>
              <Button variant="ghost" onClick={step.goPrevious}>
                Previous Page
              </Button>
            </div>
          </div>
        )}

        {subStep === 2 && (
          <div className={styles.step}>
            <h2 ref={heading} tabIndex={-1} className={styles.question}>
              Who hosts your website?
            </h2>
            <div className={styles.providers}>
              {websiteProviders.map((option) => (
                <Button
                  key={option.id}
                  variant={provider === option.id ? 'secondary' : 'outline'}
                  aria-pressed={provider === option.id}
                  onClick={() => {
                    setProvider(option.id);
                    goTo(3);
                  }}
                >
                  {option.name}
                </Button>
              ))}
            </div>
            <div>
              <Button variant="ghost" onClick={() => goTo(1)}>
                Back
              </Button>
            </div>
          </div>
        )}

        {subStep === 3 && (
          <form className={styles.step} onSubmit={onSubmit} noValidate>
            <h2 ref={heading} tabIndex={-1} className={styles.question}>
              What&apos;s your domain name?
            </h2>
            <Field
              label="Domain name"
              hint={note ?? 'The address of your website, like yourstore.com.'}
              error={errors.domain?.message}
            >
              <Input
                type="text"
                inputMode="url"
                autoComplete="url"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="yourstore.com"
                {...domainField}
                onChange={(event) => {
                  lowercaseInPlace(event.target);
                  void domainField.onChange(event);
                }}
              />
            </Field>
            <StepActions>
              <Button variant="outline" onClick={() => goTo(2)} disabled={isSubmitting}>
                Back
              </Button>
              <Button type="submit" size="lg" loading={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save & Continue'}
              </Button>
            </StepActions>
          </form>
        )}
      </div>

      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title="A Website is Required"
        description="Jungle Mail works with your existing website to manage your DNS and email settings, so you need a live website to continue."
        footer={<Button onClick={() => setDialogOpen(false)}>I Understand</Button>}
      />
    </StepLayout>
  );
}
