import { ComingSoon } from '../../components/coming-soon/ComingSoon';

// Placeholders until the sign-in / sign-up issue builds the forms (they will use signIn/signUp from lib/auth).
export function LoginPage() {
  return (
    <ComingSoon name="Sign In" purpose="Sign in with your email and password to get back to your emails." />
  );
}

export function SignupPage() {
  return (
    <ComingSoon name="Sign Up" purpose="Create your Jungle Mail account with your email and a password." />
  );
}
