import { useId, useState, type FormEvent } from 'react';
import { verifyBanner } from '../../../shared/contracts/email-verification';
import { Button, Field, Input } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { confirmEmailCode, sendEmailCode } from '../../lib/auth-actions';
import { toast } from '../../lib/toast';
import { verifyEmailErrorText } from './verify-email-errors';
import styles from './VerifyEmailBanner.module.css';

/**
 * Shown to a signed-in account whose email address is not verified (issue 18): the code Cognito mailed
 * (at sign-up, or again on "Send the code again") is entered here. Not a step of onboarding: it only
 * gates test sends. Loaded lazily by the root layout, since it needs Amplify.
 */
export function VerifyEmailBanner() {
  const { user, refresh } = useAuth();
  const [entering, setEntering] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const titleId = useId();
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setBusy('resend');
    setError(undefined);
    try {
      await sendEmailCode();
      setNotice(verifyBanner.resent(user.email));
      setEntering(true);
    } catch (failure) {
      setError(verifyEmailErrorText(failure));
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(verifyBanner.wrongCode);
      return;
    }
    setBusy('verify');
    setError(undefined);
    try {
      await confirmEmailCode(code);
      await refresh();
      toast({ title: verifyBanner.verified });
    } catch (failure) {
      setError(verifyEmailErrorText(failure)); // the typed code stays in the box
    } finally {
      setBusy(null);
    }
  };

  const resendButton = (
    <Button
      type="button"
      size="sm"
      variant="outline"
      loading={busy === 'resend'}
      disabled={busy !== null}
      onClick={() => void resend()}
    >
      {busy === 'resend' ? 'Sending...' : verifyBanner.resend}
    </Button>
  );

  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="verify-email-banner">
      <div className={styles.text}>
        <p id={titleId} className={styles.title}>
          {verifyBanner.title}
        </p>
        <p>{verifyBanner.body(user.email)}</p>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      </div>
      {entering ? (
        <form className={styles.form} onSubmit={(event) => void verify(event)} noValidate>
          <Field label={verifyBanner.codeLabel} error={error}>
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
            />
          </Field>
          <div className={styles.actions}>
            <Button type="submit" size="sm" loading={busy === 'verify'} disabled={busy !== null}>
              {busy === 'verify' ? 'Verifying...' : verifyBanner.submit}
            </Button>
            {resendButton}
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button type="button" size="sm" onClick={() => setEntering(true)}>
            Enter the code
          </Button>
          {resendButton}
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
