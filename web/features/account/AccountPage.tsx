/**
 * /account, account settings: who is signed in, the plan (with "Change plan"), signing out, and, apart from
 * everything else under "Delete account", "Delete my account" (its dialog and flow: DeleteAccountButton).
 * Kept off the dashboard, where it sat next to "Sign Out" and was one slip away.
 */
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { useProfileQuery } from '../../lib/setup-api';
import { ApiKeysSection } from '../api-keys/ApiKeysSection';
import { DeleteAccountButton } from './DeleteAccountButton';
import { BrandKitSection } from '../brand/BrandKitSection';
import styles from './AccountPage.module.css';

export function AccountPage() {
  const { status, user, signOut } = useAuth();
  const profile = useProfileQuery();
  usePageReady(status !== 'loading' && !profile.isPending);
  const tier = profile.data?.subscriptionTier ?? 'free';

  return (
    <div className={styles.page}>
      <h1>Account settings</h1>
      <section className={styles.section} aria-labelledby="account-who">
        <h2 id="account-who">Your account</h2>
        <dl className={styles.facts}>
          <dt>Email</dt>
          <dd>{user?.email ?? '…'}</dd>
          <dt>Plan</dt>
          <dd>
            {tier[0]?.toUpperCase()}
            {tier.slice(1)}{' '}
            <ButtonLink to={paths.subscription} variant="ghost" size="sm">
              Change plan
            </ButtonLink>
          </dd>
        </dl>
        <div>
          <Button variant="outline" onClick={() => void signOut()}>
            Sign Out
          </Button>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="account-team">
        <h2 id="account-team">Team</h2>
        <p>Invite the people who write your emails or read your reports, each with a role.</p>
        <div>
          <ButtonLink to={paths.team} variant="outline">
            Team members
          </ButtonLink>
        </div>
      </section>
      <BrandKitSection />
      <ApiKeysSection />
      <section className={`${styles.section} ${styles.danger}`} aria-labelledby="account-delete">
        <h2 id="account-delete">Delete account</h2>
        <p>Deletes your account and everything in it. This cannot be undone.</p>
        <div>
          <DeleteAccountButton />
        </div>
      </section>
    </div>
  );
}
