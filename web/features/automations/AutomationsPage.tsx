import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, Spinner } from '../../components/ui';
import { automationPath } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { failureText } from '../campaigns/campaigns-api';
import { createFlow } from './api/create-flow';
import { createPrebuiltFlows } from './api/create-prebuilt';
import { flowsKey } from './api/keys';
import { useFlowList } from './api/list-flows';
import { AccountRails } from './AccountRails';
import { EmptyAutomations } from './EmptyAutomations';
import { useCan } from '../teams/use-can';
import { FlowCard } from './FlowCard';
import { groupByStatus, statusHeadings } from './flow-groups';
import styles from './Automations.module.css';

/** /automations: the account's flows grouped by status with their numbers; drafts offered when none. */
export function AutomationsPage() {
  const list = useFlowList();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'' | 'prebuilt' | 'new'>('');
  const canCreate = useCan('flowCreate'); // issue 34: a viewer reads the flows and their numbers
  const [prebuiltProblem, setPrebuiltProblem] = useState<string>();
  usePageReady(!list.isPending);
  const flows = list.data?.flows ?? [];

  async function run(kind: 'prebuilt' | 'new') {
    setBusy(kind);
    setPrebuiltProblem(undefined);
    try {
      if (kind === 'prebuilt') {
        const created = await createPrebuiltFlows();
        toast({
          title: created > 0 ? `${created} draft flows created` : 'Your suggested drafts are already here',
        });
      } else {
        const flow = await createFlow({ name: 'New flow', definition: blankDefinition });
        navigate(automationPath(flow.flowId));
      }
      await queryClient.invalidateQueries({ queryKey: flowsKey(user?.id ?? '') });
    } catch (e) {
      toast({ title: 'That did not work', description: failureText(e), variant: 'destructive' });
      if (kind === 'prebuilt') setPrebuiltProblem(failureText(e));
    } finally {
      setBusy('');
    }
  }

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <h1>Automations</h1>
        {canCreate && (
          <Button onClick={() => void run('new')} loading={busy === 'new'}>
            {busy === 'new' ? 'Creating...' : 'New flow'}
          </Button>
        )}
      </header>
      <AccountRails />
      {list.isPending ? (
        <Spinner label="Loading automations..." />
      ) : list.isError ? (
        <div role="alert" className={styles.section}>
          <p>{failureText(list.error)}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : flows.length === 0 ? (
        <EmptyAutomations
          busy={busy === 'prebuilt'}
          onCreate={() => void run('prebuilt')}
          problem={prebuiltProblem}
          canCreate={canCreate}
        />
      ) : (
        groupByStatus(flows).map(([status, group]) => (
          <section key={status} className={styles.group} aria-labelledby={`group-${status}`}>
            <h2 id={`group-${status}`}>
              {statusHeadings[status]} ({group.length})
            </h2>
            <ul className={styles.cards}>
              {group.map((flow) => (
                <FlowCard key={flow.flowId} flow={flow} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

const blankDefinition = {
  trigger: { type: 'subscribed' as const, sources: ['form' as const, 'manual' as const, 'api' as const] },
  steps: [],
  filters: [],
  exitEvents: [],
  reentry: { mode: 'once' as const },
};
