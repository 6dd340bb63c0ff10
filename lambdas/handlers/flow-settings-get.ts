import { flowSettingsSchema } from '../../shared/contracts/flows';
import { readFlowSettings } from '../domain/flows/account-rails';
import { httpRoute } from '../http/route';

/** GET /api/flows/settings: smart sending, quiet hours and the fallback zone (defaults until saved). */
export const handler = httpRoute({
  id: 'flowSettingsGet',
  contract: { response: flowSettingsSchema },
  handle: async ({ identity, ports }) => readFlowSettings(ports.store, identity.accountId),
});
