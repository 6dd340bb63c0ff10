import * as z from 'zod';
import type { Store } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** How far the minute sweep of due flow steps got (issue 32): the next sweep starts there. */
export const flowSweepKeys = {
  flowSweepCursor: () => ({ pk: 'FLOWSWEEP', sk: 'CURSOR' }),
} as const;

export const flowSweepKind: ItemKind = {
  name: 'flow-sweep',
  patterns: [{ what: 'where the due-step sweep got to', key: 'pk FLOWSWEEP sk CURSOR' }],
};

const storedSchema = z.object({ sweptUntil: z.string() });

export async function getSweptUntil(store: Store): Promise<string | undefined> {
  const item = await store.get(flowSweepKeys.flowSweepCursor());
  return item ? parseStored('flow-sweep', storedSchema, item).sweptUntil : undefined;
}

export async function putSweptUntil(store: Store, sweptUntil: string): Promise<void> {
  await store.put({ ...flowSweepKeys.flowSweepCursor(), sweptUntil });
}
