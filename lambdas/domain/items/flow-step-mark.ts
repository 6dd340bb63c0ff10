import * as z from 'zod';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * What one step of an enrollment did (issue 32): one item per (enrollment, seq), written with an 'absent'
 * condition in the same transaction as the enrollment's advance and before the step's effect (the email,
 * the tag), so a step runs at most once whatever the redeliveries. The marks are the enrollment's history.
 */
export const flowStepMarkKeys = {
  stepMark: (accountId: string, flowId: string, enrollmentId: string, seq: number) => ({
    pk: `FLOWENR#${accountId}#${flowId}`,
    sk: `MARK#${enrollmentId}#${String(seq).padStart(5, '0')}`,
  }),
} as const;

export const flowStepMarkKind: ItemKind = {
  name: 'flow-step-mark',
  patterns: [
    {
      what: 'the steps an enrollment ran, in order',
      key: 'pk FLOWENR#{accountId}#{flowId} sk MARK#{enrollmentId}#{seq:5}',
    },
  ],
};

const markSchema = z.object({
  seq: z.number().int(),
  stepId: z.string(),
  /** 'sent', 'skipped:smart-sending', 'waited', 'tagged', 'exit', ... */
  outcome: z.string(),
  at: z.string(),
});
export type StepMark = z.infer<typeof markSchema>;

export function stepMarkWrite(
  key: { accountId: string; flowId: string; enrollmentId: string },
  mark: StepMark,
): TransactWrite {
  return {
    kind: 'put',
    item: { ...flowStepMarkKeys.stepMark(key.accountId, key.flowId, key.enrollmentId, mark.seq), ...mark },
    condition: 'absent',
  };
}

export async function listStepMarks(
  store: Store,
  key: { accountId: string; flowId: string; enrollmentId: string },
): Promise<StepMark[]> {
  const { pk } = flowStepMarkKeys.stepMark(key.accountId, key.flowId, key.enrollmentId, 0);
  const items = await store.query({ partition: pk, beginsWith: `MARK#${key.enrollmentId}#` });
  return items.map((item) => parseStored('flow-step-mark', markSchema, item));
}
