import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, ButtonLink, Spinner } from '../../components/ui';
import { campaignPath, paths } from '../../config/paths';
import { useProjectList } from '../projects/projects-api';
import { campaignKeys, createCampaign, failureText } from './campaigns-api';
import { SendingNotice } from './SendingNotice';
import styles from './Campaigns.module.css';

/**
 * /campaigns/new: choose the email; the campaign takes a copy of it. The rest (audience, subject, checks, when
 * to send) is one page, /campaigns/{id}, which a draft reopens on; so no "Step 1 of 3" counter (issue 29).
 */
export function NewCampaignPage() {
  const projects = useProjectList(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [projectId, setProjectId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  usePageReady(!projects.isPending);
  const list = projects.data?.pages.flatMap((p) => p.projects) ?? [];

  async function onContinue() {
    if (!projectId) return setError('Choose an email.');
    setBusy(true);
    setError('');
    try {
      const campaign = await createCampaign({ projectId });
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      navigate(campaignPath(campaign.id));
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <h1>New campaign</h1>
        <ButtonLink to={paths.campaigns} variant="ghost">
          Back to campaigns
        </ButtonLink>
      </header>
      <SendingNotice />
      <p className={styles.muted}>
        Choose the email to send. The campaign keeps a copy, so later edits do not change it unless you choose
        the email again. Next, on the campaign&apos;s page: who gets it, the subject, the checks and when to
        send.
      </p>
      {projects.isPending ? (
        <Spinner label="Loading your emails..." />
      ) : list.length === 0 ? (
        <p>
          You have no emails yet. <ButtonLink to={paths.dashboard}>Write one first</ButtonLink>
        </p>
      ) : (
        <form
          className={styles.section}
          onSubmit={(event) => {
            event.preventDefault();
            void onContinue();
          }}
        >
          <fieldset className={styles.choices}>
            <legend>Email</legend>
            {list.map((p) => (
              <label key={p.id} className={styles.choice}>
                <input
                  type="radio"
                  name="email"
                  value={p.id}
                  checked={projectId === p.id}
                  onChange={() => setProjectId(p.id)}
                />
                {p.name}
              </label>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className={styles.muted}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              {busy ? 'Creating...' : 'Continue'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
