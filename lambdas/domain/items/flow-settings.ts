import * as z from 'zod';
import { flowSettingsSchema, type FlowSettings } from '../../../shared/contracts/flows';
import type { Store } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** The account's rails for automated mail (issue 32): smart sending, quiet hours, the fallback zone. */
export const flowSettingsKeys = {
  flowSettings: (accountId: string) => ({ pk: `FLOWS#${accountId}`, sk: 'FLOWSETTINGS' }),
} as const;

export const flowSettingsKind: ItemKind = {
  name: 'flow-settings',
  patterns: [{ what: 'automation settings of an account', key: 'pk FLOWS#{accountId} sk FLOWSETTINGS' }],
};

const storedSchema = z.object({
  settings: z.string().transform((text) => flowSettingsSchema.parse(JSON.parse(text))),
});

/** The account's settings, the defaults when never saved. */
export async function getFlowSettings(store: Store, accountId: string): Promise<FlowSettings> {
  const item = await store.get(flowSettingsKeys.flowSettings(accountId));
  return item ? parseStored('flow-settings', storedSchema, item).settings : flowSettingsSchema.parse({});
}

export async function putFlowSettings(
  store: Store,
  accountId: string,
  settings: FlowSettings,
): Promise<void> {
  await store.put({ ...flowSettingsKeys.flowSettings(accountId), settings: JSON.stringify(settings) });
}
