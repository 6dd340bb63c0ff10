import type { FlowMailSettings } from './flow-email';
import { runEnrollment, type StepWorkerPorts } from './run-step';
import { newStepBatch } from './step-batch';

/** Due steps of one account handed over in one 'flow-steps' message by the sweep (sweep.ts). */
export interface StepBatchMessage {
  accountId: string;
  steps: { flowId: string; enrollmentId: string }[];
}

/** Steps of a batch run at once: the latency of one overlaps the others'. */
const AT_ONCE = 4;

/**
 * A batch of one account's due steps (issue 32, the burst budget): each enrollment runs as alone (its
 * own reads of itself and its contact, its step's mark and conditional write: at most once, as before),
 * sharing the account's reads and one allowance reservation (step-batch.ts); what the batch reserved and
 * did not send is given back at the end. A failing step fails the message after the others ran: SQS
 * delivers it again, and the steps already run are no-ops (their seq moved). Returns the outcomes' count.
 */
export async function runStepBatch(
  ports: StepWorkerPorts,
  mail: FlowMailSettings,
  message: StepBatchMessage,
): Promise<number> {
  const batch = newStepBatch(ports.store, message.accountId, message.steps);
  let next = 0;
  let ran = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    for (let i = next++; i < message.steps.length; i = next++) {
      const ref = { accountId: message.accountId, ...message.steps[i]! };
      try {
        // Awaited before the sum: `ran += await …` would read `ran` before the await and lose the others' counts.
        const outcomes = await runEnrollment(ports, mail, ref, 'due', undefined, batch);
        ran += outcomes.length;
      } catch (error) {
        errors.push(error);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, message.steps.length) }, worker));
  } finally {
    await batch.allowance.release();
  }
  if (errors.length > 0) throw errors[0];
  return ran;
}
