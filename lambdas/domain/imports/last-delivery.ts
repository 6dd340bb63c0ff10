import { ConditionFailedError } from '../../ports/store';
import { contactImportWrite, getContactImport } from '../items/contact-import';
import { importTransitions } from './import-states';
import { runImport, type RunOptions, type RunOutcome, type RunPorts } from './run-import';
import type { ImportMessage } from './start-import';

/** The words an import that could not be finished shows (its `error`). */
export function lastTryFailure(tries: number, rowsDone: number): string {
  const done = rowsDone === 1 ? '1 row was' : `${rowsDone.toLocaleString('en-US')} rows were`;
  return (
    `The import stopped: it failed ${tries} times in a row on our side. ${done} imported; ` +
    'upload the file again to import the rest (rows already imported are updated, not duplicated).'
  );
}

/**
 * One delivery of an import's message (queue 'imports'): runs the import; when the run throws on the
 * message's last delivery (`receiveCount` reached the queue's `maxReceiveCount`, after which SQS moves it to
 * the dead letter queue), the import is first marked 'failed' with the reason, so it never stays 'running'
 * for good. The throw goes on, so the message still rests in the dead letter queue for a look. Works the
 * same in AWS and locally: both give each delivery its ApproximateReceiveCount.
 */
export async function runImportDelivery(
  ports: RunPorts,
  message: ImportMessage,
  options: RunOptions & { receiveCount: number; maxReceiveCount: number },
): Promise<RunOutcome> {
  try {
    return await runImport(ports, message, options);
  } catch (error) {
    if (options.receiveCount >= options.maxReceiveCount)
      await failImport(ports, message, options.receiveCount);
    throw error;
  }
}

/** 'queued' or 'running' -> 'failed' with the reason, on condition that the status is still the one read. */
async function failImport(ports: RunPorts, message: ImportMessage, tries: number): Promise<void> {
  const item = await getContactImport(ports.store, message.sub, message.importId);
  if (!item || !(importTransitions.lastTry.from as readonly string[]).includes(item.status)) return;
  const set = {
    status: 'failed' as const,
    error: lastTryFailure(tries, item.rowsDone),
    updatedAt: ports.clock.now().toISOString(),
  };
  try {
    await ports.store.transact([
      contactImportWrite(message.sub, message.importId, set, { attribute: 'status', equals: item.status }),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}
