import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../components/ui';
import { paths } from '../../config/paths';
import { originOf } from '../../lib/redirect-gate-state';
import { CheckboxField } from '../onboarding/components/CheckboxField';
import { AccountFields } from './AccountFields';
import { AuthCard } from './AuthCard';
import { PASSWORD_RULES } from './auth-errors';
import { signupSchema } from './auth-schemas';
import { useAccountForm } from './use-account-form';

const BRAND = 'Jungle Mail';

/** /signup (docs/product.md › Sign in and sign up; the sign-up sequence of docs/product.md › Sign-up sequence runs in useAccountSequence). */
export function SignupPage() {
  const location = useLocation();
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAccountForm(
    signupSchema,
    { email: '', password: '', terms: false },
    // Issue 34: sent here from an invitation's accept link: back there once the login exists.
    { mode: 'signUp', screen: 'signup', origin: originOf(location.state) },
  );

  return (
    <AuthCard
      title={`Create Your ${BRAND} Account`}
      titleId="signup-title"
      onSubmit={onSubmit}
      alt={
        <>
          Already have an account?{' '}
          <Link to={paths.login} state={location.state as unknown}>
            Sign in
          </Link>
        </>
      }
    >
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
    </AuthCard>
  );
}
