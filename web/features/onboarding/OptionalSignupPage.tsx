import { Link } from 'react-router-dom';
import { Button, ButtonLink, Card, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { StepActions, StepLayout } from './components/StepLayout';
import { useOnboardingStep } from './use-onboarding-step';
import styles from './onboarding.module.css';

/**
 * /optional-signup (docs/product.md › The onboarding order lists it, issue 3 gives its purpose): offer to save progress with an account, or to
 * continue without one. Either way what was typed stays: locally until an account exists, then on the server
 * (the sign-up sequence saves it in one upsert).
 */
export function OptionalSignupPage() {
  const step = useOnboardingStep('/optional-signup', {
    loadErrorDescription: 'Could not retrieve your setup information.',
  });
  if (step.loading) return <Spinner className={styles.loading} showLabel label="Loading..." />;

  if (step.signedIn) {
    return (
      <StepLayout title="Your Progress Is Saved" titleId="optional-signup-title">
        <Card>
          <p className={styles.lead}>
            You&apos;re signed in, so everything you tell us is saved to your account as you go.
          </p>
          <StepActions>
            <Button variant="outline" onClick={step.goPrevious}>
              Previous
            </Button>
            <Button size="lg" onClick={() => step.goNext()}>
              Continue
            </Button>
          </StepActions>
        </Card>
      </StepLayout>
    );
  }

  return (
    <StepLayout
      title="Save Your Progress?"
      titleId="optional-signup-title"
      bubble="Great start! Want me to remember this for you?"
    >
      <div className={styles.choices}>
        <Card as="section" title="Save it to an account" titleLevel={2}>
          <p>
            Create a free account and your answers are kept safe, so you can pick up where you left off on any
            device.
          </p>
          <ButtonLink to={paths.signup} size="lg" block>
            Create an Account
          </ButtonLink>
          <p className={styles.small}>
            Already have one? <Link to={paths.login}>Sign in</Link>
          </p>
        </Card>
        <Card as="section" title="Keep going without one" titleLevel={2}>
          <p>
            No problem: your answers stay in this browser for now. You can create an account at the end to
            save them.
          </p>
          <Button variant="secondary" size="lg" block onClick={() => step.goNext()}>
            Continue Without an Account
          </Button>
        </Card>
      </div>
      <div>
        <Button variant="outline" onClick={step.goPrevious}>
          Previous
        </Button>
      </div>
    </StepLayout>
  );
}
