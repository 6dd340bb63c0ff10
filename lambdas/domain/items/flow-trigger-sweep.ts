import * as z from 'zod';
import type { Store } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * How far the trigger sweeps got (issue 32): the yearly-date sweep's next UTC hour to read ('dates'), and
 * the win-back timers' swept-until time ('idle'). The next minute's sweep starts there.
 */
export type TriggerSweepName = 'dates' | 'idle';

export const flowTriggerSweepKeys = {
  flowTriggerSweepCursor: (name: TriggerSweepName) => ({ pk: 'FLOWTRIGSWEEP', sk: name.toUpperCase() }),
} as const;

export const flowTriggerSweepKind: ItemKind = {
  name: 'flow-trigger-sweep',
  patterns: [
    { what: 'where the trigger sweeps got to (dates, idle)', key: 'pk FLOWTRIGSWEEP sk {DATES|IDLE}' },
  ],
};

const storedSchema = z.object({ until: z.string() });

export async function getTriggerSweptUntil(
  store: Store,
  name: TriggerSweepName,
): Promise<string | undefined> {
  const item = await store.get(flowTriggerSweepKeys.flowTriggerSweepCursor(name));
  return item ? parseStored('flow-trigger-sweep', storedSchema, item).until : undefined;
}

export async function putTriggerSweptUntil(
  store: Store,
  name: TriggerSweepName,
  until: string,
): Promise<void> {
  await store.put({ ...flowTriggerSweepKeys.flowTriggerSweepCursor(name), until });
}
