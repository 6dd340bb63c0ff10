/** GET and PUT /api/flows/settings: the account's rails for automated mail (smart sending, quiet hours, zone). */
import { useQuery } from '@tanstack/react-query';
import { flowSettingsSchema, type FlowSettings } from '../../../../shared/contracts/flows';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { flowSettingsKey } from './keys';

export function useFlowSettings() {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: flowSettingsKey(user?.id ?? ''),
    queryFn: ({ signal }) => api.get('/api/flows/settings', { schema: flowSettingsSchema, signal }),
    enabled: status === 'signedIn' && !!user,
  });
}

export const saveFlowSettings = (settings: FlowSettings) =>
  api.put('/api/flows/settings', settings, { schema: flowSettingsSchema });
