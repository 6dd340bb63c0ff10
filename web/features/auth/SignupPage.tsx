import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { Mascot } from '../../components/brand/Mascot';
import { Button, Card } from '../../components/ui';
import { paths } from '../../config/paths';
import { CheckboxField } from '../onboarding/components/CheckboxField';
import { AccountFields } from './AccountFields';
import { PASSWORD_RULES } from './auth-errors';
import { signupSchema, type SignupValues } from './auth-schemas';
import { useAccountSequence } from './use-account-sequence';
import styles from './AuthPage.module.css';

const BRAND = 'Jungle Mail';

/** /signup (spec 1 §2 Signup; the sign-up sequence of §4 runs in useAccountSequence). */
export function SignupPage() {
  const run = useAccountSequence();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { email: '', password: '', terms: false },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const failure = await run({ mode: 'signUp', screen: 'signup', email, password });
    if (failure?.kind === 'failed' && failure.field) setError(failure.field, { message: failure.message });
  });

  return (
    <div className={styles.page}>
      <Card className={styles.card} as="section" aria-labelledby="signup-title">
        <div className={styles.head}>
          <Mascot className={styles.mascot} />
          <h1 id="signup-title">Create Your {BRAND} Account</h1>
        </div>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <AccountFields
            email={register('email')}
            password={register('password')}
            errors={errors}
            passwordAutoComplete="new-password"
            passwordHint={PASSWORD_RULES}
            idPrefix="signup"
          />
          <CheckboxField
            label={
              <>
                I agree to the <Link to={paths.termsOfService}>Terms of Service</Link> and the{' '}
                <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
              </>
            }
            error={errors.terms?.message}
            {...register('terms')}
          />
          <Button type="submit" size="lg" block loading={isSubmitting}>
            {isSubmitting ? 'Creating Account...' : 'Sign Up & Enter the Jungle'}
          </Button>
        </form>
        <p className={styles.alt}>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </p>
      </Card>
    </div>
  );
}
