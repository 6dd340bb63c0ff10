import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card } from '../../components/ui';
import { paths } from '../../config/paths';
import { AccountFields } from '../auth/AccountFields';
import { PASSWORD_RULES } from '../auth/auth-errors';
import { credentialsSchema, newAccountSchema } from '../auth/auth-schemas';
import { useAccountForm } from '../auth/use-account-form';
import type { AccountMode } from '../auth/use-account-sequence';
import { StepLayout } from './components/StepLayout';
import { useOnboardingStep } from './use-onboarding-step';
import styles from './AuthGatePage.module.css';

export const authGateTexts = {
  signUp: {
    lead: 'Create an account to save your progress and continue.',
    submit: 'Sign Up & Save Progress',
    toggle: 'Already have an account?',
  },
  signIn: {
    lead: 'Sign in to save your progress and continue.',
    submit: 'Sign In & Save Progress',
    toggle: "Don't have an account?",
  },
} as const satisfies Record<AccountMode, { lead: string; submit: string; toggle: string }>;

/**
 * /auth-gate (docs/product.md › Auth gate, Sign-up sequence): sign up or sign in, then the visitor's progress is saved to the
 * account in one upsert, DNS setup is started when a provider is known, and the user goes to /dns-confirmation.
 * A signed-in user is forwarded by the redirect gate.
 */
export function AuthGatePage() {
  const step = useOnboardingStep('/auth-gate', {
    loadErrorDescription: 'Could not retrieve your setup information.',
  });
  const [mode, setMode] = useState<AccountMode>('signUp');
  const texts = authGateTexts[mode];
  const {
    register,
    onSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useAccountForm(
    mode === 'signUp' ? newAccountSchema : credentialsSchema,
    { email: '', password: '' },
    { mode, screen: 'authGate' },
  );

  return (
    <StepLayout
      title="Almost There!"
      titleId="auth-gate-title"
      bubble="One last swing and your progress is safe!"
    >
      <Card className={styles.card}>
        <p className={styles.lead} id="auth-gate-lead" aria-live="polite">
          {texts.lead}
        </p>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby="auth-gate-lead">
          <AccountFields
            email={register('email')}
            password={register('password')}
            errors={errors}
            passwordAutoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
            passwordHint={mode === 'signUp' ? PASSWORD_RULES : undefined}
            idPrefix="auth-gate"
          />
          <Button type="submit" size="lg" block loading={isSubmitting}>
            {isSubmitting ? 'Processing...' : texts.submit}
          </Button>
        </form>
        <p className={styles.toggle}>
          <button
            type="button"
            className={styles.linkButton}
            disabled={isSubmitting}
            onClick={() => {
              clearErrors();
              setMode(mode === 'signUp' ? 'signIn' : 'signUp');
            }}
          >
            {texts.toggle}
          </button>
        </p>
      </Card>
      <div className={styles.after}>
        <Button variant="outline" onClick={step.goPrevious} disabled={isSubmitting}>
          Previous
        </Button>
        <Link to={paths.home}>Or, start over from homepage?</Link>
      </div>
    </StepLayout>
  );
}
