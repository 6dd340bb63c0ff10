import type { FlowSettings } from '../../../shared/contracts/flows';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { getFlowSettings, putFlowSettings } from '../items/flow-settings';

function checkZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new DomainError(
      'invalid',
      'invalid_time_zone',
      `${timeZone} is not a time zone we know. Choose one such as Europe/Berlin.`,
    );
  }
}

/** GET /api/flows/settings: the account's rails for automated mail (the defaults until saved). */
export const readFlowSettings = (store: Store, accountId: string) => getFlowSettings(store, accountId);

/** PUT /api/flows/settings: the whole settings; the next step of every flow reads them. */
export async function saveFlowSettings(
  store: Store,
  accountId: string,
  settings: FlowSettings,
): Promise<FlowSettings> {
  checkZone(settings.timeZone);
  await putFlowSettings(store, accountId, settings);
  return settings;
}
