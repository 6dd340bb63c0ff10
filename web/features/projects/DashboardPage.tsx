import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { projectListToasts } from '../../../shared/contracts/projects';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, ButtonLink, Spinner } from '../../components/ui';
import { editorProjectPath, paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { fetchProfile, profileQueryKey, useProfileQuery } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import { afterCreateFailed, beforeCreate, type CreateOutcome } from './create-flow';
import { useCan } from '../teams/use-can';
import { useAccounts } from '../teams/use-accounts';
import { planLineParts } from './plan-line';
import { ProjectTable } from './ProjectTable';
import { createProject, useProjectList } from './projects-api';
import styles from './Dashboard.module.css';

/** Issue 33: the templates of the emails chosen at onboarding, offered before the first project (own chunk). */
const ChosenTemplates = lazy(() =>
  import('../templates/ChosenTemplates').then((m) => ({ default: m.ChosenTemplates })),
);

/** After a completed checkout (our words: the spec has none). */
export const checkoutDoneToast = {
  title: 'Thank you!',
  description: 'Your new plan is active. The plan line below shows it as soon as the payment is confirmed.',
} as const;

/** /dashboard, 'My Email Templates' (docs/product.md › Project list): the caller's projects, newest edit first. */
export function DashboardPage() {
  const { status, user, signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const archived = search.get('show') === 'archived';
  const profileQuery = useProfileQuery();
  const list = useProjectList(archived);
  const [creating, setCreating] = useState(false);
  // Issue 34: a viewer reads the list; creating and the plan are for the roles whose routes allow them.
  const canCreate = useCan('projectCreate');
  const canPay = useCan('billingCheckout');
  const { current } = useAccounts();
  usePageReady(!(status === 'loading' || list.isPending));

  useEffect(() => {
    if (list.isError)
      toast({ title: 'Error', description: projectListToasts.loadFailed, variant: 'destructive' });
  }, [list.isError]);

  // Back from a paid checkout: the plan changed on the server (the webhook), so read the profile again, say
  // so once, and drop the marker so a reload does not say it again.
  const thanked = useRef(false);
  useEffect(() => {
    if (search.get('checkout') !== 'success') return;
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
    // Once per page, though StrictMode (npm start) runs this effect twice before the marker is gone.
    if (!thanked.current) toast(checkoutDoneToast);
    thanked.current = true;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch, queryClient]);

  const profile = profileQuery.data;
  const projects = list.data?.pages.flatMap((p) => p.projects) ?? [];
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['projects'] });
    await queryClient.invalidateQueries({ queryKey: ['profile'] });
  };

  const follow = (outcome: CreateOutcome) => {
    if (outcome.toast) toast(outcome.toast);
    if (outcome.navigate) navigate(outcome.navigate);
  };

  async function onCreate() {
    setCreating(true);
    try {
      let current = profile;
      let failed = false;
      if (status === 'signedIn' && user) {
        try {
          current = await queryClient.fetchQuery({
            queryKey: profileQueryKey(user.id),
            queryFn: ({ signal }) => fetchProfile(signal),
            staleTime: 0,
          });
        } catch {
          failed = true;
        }
      }
      const stop = beforeCreate({ signedIn: status === 'signedIn', profile: current, profileFailed: failed });
      if (stop) return follow(stop);
      try {
        const project = await createProject();
        await refresh();
        navigate(editorProjectPath(project.id));
      } catch (error) {
        await refresh();
        follow(afterCreateFailed(error, current?.subscriptionTier ?? 'free'));
      }
    } finally {
      setCreating(false);
    }
  }

  const tier = profile?.subscriptionTier ?? 'free';
  const line =
    profile &&
    planLineParts({
      username: profile.username,
      email: user?.email,
      account: current && !current.own ? current : undefined,
      tier,
      projectCount: profile.projectCount,
    });
  const createButton = (label: string) => (
    <Button loading={creating} onClick={() => void onCreate()}>
      {creating ? 'Creating...' : label}
    </Button>
  );

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <div>
          <h1>My Email Templates</h1>
          {profile && (
            <p className={styles.plan}>
              {line?.who && <span>{line.who} </span>}
              {line?.plan}
              {canPay && (
                <>
                  {' · '}
                  <ButtonLink to={paths.subscription} variant="ghost" size="sm">
                    Change plan
                  </ButtonLink>
                </>
              )}
            </p>
          )}
        </div>
        <div className={styles.account}>
          <ButtonLink to={paths.account} variant="ghost" size="sm">
            Account settings
          </ButtonLink>
          <Button variant="outline" onClick={() => void signOut()}>
            Sign Out
          </Button>
        </div>
      </header>

      <div className={styles.filter} role="group" aria-label="Which projects to show">
        <Button
          size="sm"
          variant={archived ? 'ghost' : 'secondary'}
          aria-pressed={!archived}
          onClick={() => setSearch({})}
        >
          Active
        </Button>
        <Button
          size="sm"
          variant={archived ? 'secondary' : 'ghost'}
          aria-pressed={archived}
          onClick={() => setSearch({ show: 'archived' })}
        >
          Archived
        </Button>
      </div>

      {list.isPending ? (
        <Spinner label="Loading projects..." />
      ) : list.isError ? (
        <div role="alert" className={styles.empty}>
          <p>{projectListToasts.loadFailed}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : projects.length === 0 ? (
        <>
          <div className={styles.empty}>
            <h2>{archived ? 'No archived projects' : 'No projects yet'}</h2>
            {!archived && <p>Get started by creating a new email project.</p>}
            {!archived && canCreate && createButton('Create Project')}
            {!archived && canCreate && (
              <ButtonLink to={paths.templates} variant="outline">
                Start from a template
              </ButtonLink>
            )}
          </div>
          {!archived && canCreate && (
            <Suspense fallback={<Spinner label="Loading your templates..." />}>
              <ChosenTemplates />
            </Suspense>
          )}
        </>
      ) : (
        <>
          <ProjectTable projects={projects} username={profile?.username || null} onChanged={refresh} />
          {list.hasNextPage && (
            <Button
              variant="outline"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? 'Loading...' : 'Show more'}
            </Button>
          )}
          {!archived && canCreate && (
            <div className={styles.account}>
              {createButton('New Project')}
              <ButtonLink to={paths.templates} variant="outline">
                Start from a template
              </ButtonLink>
            </div>
          )}
        </>
      )}
    </div>
  );
}
