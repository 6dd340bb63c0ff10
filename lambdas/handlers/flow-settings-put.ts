import { flowSettingsSchema } from '../../shared/contracts/flows';
import { saveFlowSettings } from '../domain/flows/account-rails';
import { httpRoute } from '../http/route';

/** PUT /api/flows/settings: the account's rails for automated mail, whole. */
export const handler = httpRoute({
  id: 'flowSettingsPut',
  contract: { body: flowSettingsSchema.strict(), response: flowSettingsSchema },
  handle: async ({ identity, ports, body }) => saveFlowSettings(ports.store, identity.accountId, body),
});
