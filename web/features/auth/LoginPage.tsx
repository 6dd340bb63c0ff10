import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router-dom';
import { Mascot } from '../../components/brand/Mascot';
import { Button, Card } from '../../components/ui';
import { paths } from '../../config/paths';
import { originOf } from '../../lib/redirect-gate-state';
import { SUPPORT_EMAIL } from '../legal/legal';
import { CheckboxField } from '../onboarding/components/CheckboxField';
import { AccountFields } from './AccountFields';
import { loginSchema, type LoginValues } from './auth-schemas';
import { useAccountSequence } from './use-account-sequence';
import styles from './AuthPage.module.css';

/**
 * /login (spec 1 §2 Login). Deviation: the spec only logs sign-in failures here; a user who sees nothing
 * happen cannot tell a typo from an outage, so the 'Sign In Failed' toast of spec 1 §8 shows too.
 */
export function LoginPage() {
  const location = useLocation();
  const run = useAccountSequence();
  const [resetAsked, setResetAsked] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const failure = await run({
      mode: 'signIn',
      screen: 'login',
      email,
      password,
      origin: originOf(location.state),
    });
    if (failure?.kind === 'failed' && failure.field) setError(failure.field, { message: failure.message });
  });

  return (
    <div className={styles.page}>
      <Card className={styles.card} as="section" aria-labelledby="login-title">
        <div className={styles.head}>
          <Mascot className={styles.mascot} />
          <h1 id="login-title">Welcome Back to the Jungle!</h1>
        </div>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <AccountFields
            email={register('email')}
            password={register('password')}
            errors={errors}
            passwordAutoComplete="current-password"
            idPrefix="login"
          />
          <div className={styles.row}>
            {/* Spec 1 §2: "a 'Remember me' checkbox (has no effect)": sessions always persist in this browser. */}
            <CheckboxField label="Remember me" {...register('rememberMe')} />
            <button
              type="button"
              className={styles.linkButton}
              aria-expanded={resetAsked}
              aria-controls="login-reset-note"
              onClick={() => setResetAsked(true)}
            >
              Forgot your password?
            </button>
          </div>
          <div id="login-reset-note" role="status">
            {resetAsked && (
              <p className={styles.note}>
                Password reset isn&apos;t available yet. Email{' '}
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we&apos;ll help you back in.
              </p>
            )}
          </div>
          <Button type="submit" size="lg" block loading={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
        <p className={styles.alt}>
          New to the jungle? <Link to={paths.signup}>Create an account</Link>
        </p>
      </Card>
    </div>
  );
}
