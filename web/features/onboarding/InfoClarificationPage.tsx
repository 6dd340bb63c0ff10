import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { nextStep } from '../../../shared/onboarding/flow';
import { Button, Card, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { formFlowState, readPendingProgress } from '../../lib/pending-progress';
import { errorMessage } from '../../lib/progress-sync';
import { initiateDnsSetup } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import { CheckboxField } from './components/CheckboxField';
import { StepActions, StepLayout } from './components/StepLayout';
import { reviewEmptyStates, reviewFromPending, reviewFromSetup, type Review } from './review';
import { useOnboardingStep, type OnboardingStep } from './use-onboarding-step';
import { useNavigate } from 'react-router-dom';
import styles from './InfoClarificationPage.module.css';
import shared from './onboarding.module.css';

export const CONFIRM_LABEL = "Yes, all information is accurate and I'm ready to proceed.";
const confirmationRequired = {
  title: 'Confirmation Required',
  description: 'Please tick the box to confirm your information is accurate before continuing.',
  variant: 'destructive',
} as const;

const schema = z.object({
  confirmed: z.boolean().refine((ticked) => ticked, { error: 'Please confirm your information first.' }),
});
type Values = z.infer<typeof schema>;

/** /info-clarification (docs/product.md › Review and confirm, Onboarding errors and toasts). */
export function InfoClarificationPage() {
  const step = useOnboardingStep('/info-clarification', {
    loadErrorDescription: 'Could not load your information for review.',
  });
  if (step.loading) return <Spinner className={shared.loading} showLabel label="Loading..." />;
  const review = step.signedIn ? reviewFromSetup(step.setup) : reviewFromPending(readPendingProgress());
  return <ReviewForm step={step} review={review} />;
}

function ReviewForm({ step, review }: { step: OnboardingStep; review: Review }) {
  const navigate = useNavigate();
  const [finalizing, setFinalizing] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { confirmed: false } });

  const edit = (to: string) => navigate(to, { state: formFlowState(paths.infoClarification) });

  const onSubmit = handleSubmit(
    async () => {
      if (!step.signedIn) {
        step.go(paths.authGate);
        return;
      }
      if (!step.setup) {
        toast({
          title: 'Setup data not found',
          description: 'Could not retrieve your setup information.',
          variant: 'destructive',
        });
        return;
      }
      setFinalizing(true);
      try {
        const { message } = await initiateDnsSetup();
        toast({
          title: 'DNS Setup Initiated',
          description: message ?? 'Your DNS records are being prepared.',
        });
      } catch (error) {
        console.error('DNS setup could not be initiated', errorMessage(error));
        toast({
          title: 'Configuration Finalization Failed',
          description:
            'Your progress is saved, but your DNS records could not be prepared. You can continue and try again on the next page.',
          variant: 'destructive',
        });
      }
      step.go(nextStep(paths.infoClarification, { signedIn: true }) ?? paths.dnsConfirmation);
    },
    () => toast(confirmationRequired),
  );

  return (
    <StepLayout
      title="Confirm Your Information"
      titleId="info-clarification-title"
      intro="Check everything below. Use Edit to change anything before we set up your domain."
      width="wide"
    >
      <div className={styles.cards}>
        <ReviewCard title="Your Business Focus" onEdit={() => edit(paths.businessOverview)}>
          {review.description ? (
            <p className={styles.prose}>{review.description}</p>
          ) : (
            <p className={styles.empty}>{reviewEmptyStates.description}</p>
          )}
        </ReviewCard>

        <ReviewCard title="Your Main Goals" onEdit={() => edit(paths.goalsForm)}>
          {review.goals.length > 0 ? (
            <ul className={styles.goals}>
              {review.goals.map((goal, i) => (
                <li key={`${i}-${goal}`}>{goal}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{reviewEmptyStates.goals}</p>
          )}
        </ReviewCard>

        <ReviewCard title="Selected Email Campaigns" onEdit={() => edit(paths.selectEmails)}>
          {review.emailTypeGroups.length > 0 ? (
            review.emailTypeGroups.map(({ category, emailTypes }) => (
              <div key={category.id} className={styles.group}>
                <h3 className={styles.groupTitle}>{category.name}</h3>
                <ul className={styles.emailTypes}>
                  {emailTypes.map((emailType) => (
                    <li key={emailType.id}>
                      <span className={styles.emailTypeName}>{emailType.name}</span>
                      <span className={styles.emailTypeDescription}>{emailType.description}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          ) : (
            <p className={styles.empty}>{reviewEmptyStates.emailTypes}</p>
          )}
        </ReviewCard>

        <ReviewCard title="Your Website Information" onEdit={() => edit(paths.websiteStatus)}>
          <dl className={styles.facts}>
            <div>
              <dt>Website host</dt>
              <dd>{review.providerName ?? reviewEmptyStates.notSpecified}</dd>
            </div>
            <div>
              <dt>Domain</dt>
              <dd>{review.domain ?? reviewEmptyStates.notSpecified}</dd>
            </div>
          </dl>
        </ReviewCard>
      </div>

      <form className={shared.panel} onSubmit={onSubmit} noValidate>
        <CheckboxField label={CONFIRM_LABEL} error={errors.confirmed?.message} {...register('confirmed')} />
        <StepActions>
          <Button variant="outline" onClick={step.goPrevious} disabled={finalizing}>
            Previous
          </Button>
          <Button type="submit" size="lg" loading={finalizing}>
            {finalizing ? 'Finalizing Setup...' : 'Confirm & Continue'}
          </Button>
        </StepActions>
      </form>
    </StepLayout>
  );
}

function ReviewCard({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <Card as="section" className={styles.card} aria-label={title}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{title}</h2>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
          Edit
        </Button>
      </div>
      {children}
    </Card>
  );
}
