/**
 * The builder page's requests around its one reducer (builder-state.ts): load, save over the version the
 * edit started from (409: keep the edit, reload, say so), change the status (422: the problems), test-send.
 */
import { useEffect, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { updateFlowBodySchema, type FlowDetailResponse } from '../../../shared/contracts/flows';
import { ApiRequestError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { failureText } from '../campaigns/campaigns-api';
import { useFlow } from './api/get-flow';
import { flowKey, flowListKey } from './api/keys';
import { problemsOf, setFlowStatus } from './api/set-flow-status';
import { sendFlowTest } from './api/test-send';
import { updateFlow } from './api/update-flow';
import { builderPageReducer } from './builder-state';
import { saveProblem } from './save-problems';

export function useFlowBuilder(flowId: string) {
  const query = useFlow(flowId);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(builderPageReducer, null);
  const [busy, setBusy] = useState('');
  const [saveError, setSaveError] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const data = query.data;
  useEffect(() => {
    if (data) dispatch({ type: 'loaded', flow: data });
  }, [data]);
  useEffect(() => {
    if (!state?.dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [state?.dirty]);

  const stored = (flow: FlowDetailResponse) => {
    queryClient.setQueryData(flowKey(user?.id ?? '', flowId), flow);
    void queryClient.invalidateQueries({ queryKey: flowListKey(user?.id ?? '') });
  };

  async function save() {
    if (!state) return;
    const body = {
      name: state.name,
      definition: state.definition,
      expectedVersion: state.baseVersion,
      moves: state.moves,
    };
    const problem = saveProblem(body);
    if (problem) return setSaveError(problem);
    setBusy('save');
    setSaveError('');
    try {
      const flow = await updateFlow(flowId, updateFlowBodySchema.parse(body));
      dispatch({ type: 'saved', flow });
      stored(flow);
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 409) {
        dispatch({ type: 'conflict' });
        await query.refetch();
      } else setSaveError(failureText(e));
    } finally {
      setBusy('');
    }
  }

  async function changeStatus(to: 'live' | 'paused' | 'archived') {
    setBusy(to);
    setProblems([]);
    try {
      stored(await setFlowStatus(flowId, to));
    } catch (e) {
      setProblems(problemsOf(e));
    } finally {
      setBusy('');
    }
  }

  async function testSend() {
    setBusy('test');
    try {
      const sent = await sendFlowTest(flowId);
      toast({
        title: `${sent} test ${sent === 1 ? 'email' : 'emails'} sent`,
        description: 'Look in your inbox: each is labelled as a test.',
      });
    } catch (e) {
      toast({ title: 'The test was not sent', description: failureText(e), variant: 'destructive' });
    } finally {
      setBusy('');
    }
  }

  const discard = () => data && dispatch({ type: 'discard', flow: data });
  return { query, state, dispatch, busy, saveError, problems, save, changeStatus, testSend, discard };
}
