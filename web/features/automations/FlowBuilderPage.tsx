import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { FlowStep } from '../../../shared/contracts/flows';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, ButtonLink, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { failureText } from '../campaigns/campaigns-api';
import { waitingIn } from './builder-state';
import { TextBox } from './editors/controls';
import { DeleteFlow } from './DeleteFlow';
import { EditorPanel } from './EditorPanel';
import { countText } from './flow-numbers';
import { statusLabels } from './flow-groups';
import { FlowTree } from './FlowTree';
import { NeedsDataNotice } from './FlowCard';
import { RemoveStepDialog } from './RemoveStepDialog';
import { SaveBar } from './SaveBar';
import { StatusActions } from './StatusActions';
import { useFlowBuilder } from './use-flow-builder';
import styles from './Automations.module.css';

/** /automations/{flowId}: the flow's tree and the editor of the selected part, with save and status. */
export function FlowBuilderPage() {
  const { flowId = '' } = useParams();
  const b = useFlowBuilder(flowId);
  const [removing, setRemoving] = useState<FlowStep | null>(null);
  usePageReady(!b.query.isPending);
  const flow = b.query.data;
  const { state, dispatch } = b;
  if (b.query.isError && !state)
    return (
      <div className={styles.page} role="alert">
        <h1>Automation</h1>
        <p>{failureText(b.query.error)}</p>
        <ButtonLink to={paths.automations}>Back to automations</ButtonLink>
      </div>
    );
  if (!flow || !state) return <Spinner label="Loading the flow..." />;
  const stepStats = flow.stepStats;
  const waitingIds = removing ? waitingIn(removing, stepStats) : [];
  const onRemove = (step: FlowStep) => {
    if (waitingIn(step, stepStats).length > 0) return setRemoving(step);
    dispatch({ type: 'remove', id: step.id, waiting: [], to: 'exit' });
  };
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <h1>{state.name || 'Automation'}</h1>
        <div className={styles.actions}>
          {(flow.status === 'draft' || flow.status === 'archived') && (
            <DeleteFlow flowId={flowId} name={flow.name} />
          )}
          <ButtonLink to={paths.automations} variant="ghost">
            Back to automations
          </ButtonLink>
        </div>
      </header>
      <p className={styles.muted}>
        Status: {statusLabels[flow.status]} · version {flow.version}
        {flow.versions.length > 0 &&
          ` · in the flow: ${flow.versions.map((v) => `version ${v.version}: ${countText(v.inFlow)}`).join(', ')}`}
      </p>
      {flow.needsData && <NeedsDataNotice text={flow.needsData} />}
      <StatusActions
        status={flow.status}
        busy={b.busy}
        dirty={state.dirty}
        problems={b.problems}
        onStatus={(to) => void b.changeStatus(to)}
        onTestSend={() => void b.testSend()}
      />
      <TextBox
        label="Flow name"
        value={state.name}
        maxLength={100}
        onChange={(name) => dispatch({ type: 'rename', name })}
      />
      <SaveBar
        state={state}
        live={flow.status !== 'draft'}
        busy={b.busy === 'save'}
        error={b.saveError}
        onSave={() => void b.save()}
        onDiscard={b.discard}
      />
      <div className={styles.builder}>
        <FlowTree
          definition={state.definition}
          selected={state.selected}
          stepStats={stepStats}
          focusId={state.focusId}
          dispatch={dispatch}
          onRemove={onRemove}
        />
        <EditorPanel selected={state.selected} definition={state.definition} dispatch={dispatch} />
      </div>
      <RemoveStepDialog
        step={removing}
        waiting={waitingIds.reduce((sum, id) => sum + (stepStats[id]?.waiting ?? 0), 0)}
        steps={state.definition.steps}
        onClose={() => setRemoving(null)}
        onRemove={(to) => {
          if (removing) dispatch({ type: 'remove', id: removing.id, waiting: waitingIds, to });
          setRemoving(null);
        }}
      />
      {b.query.isFetching && <span className="sr-only">Updating...</span>}
      {b.query.isError && <Button onClick={() => void b.query.refetch()}>Try Again</Button>}
    </div>
  );
}
