/** POST /api/flows/prebuilt: the drafts for the onboarding choices (idempotent: made once). */
import { prebuiltResponseSchema } from '../../../../shared/contracts/flows';
import { api } from '../../../lib/api-client';

export async function createPrebuiltFlows(): Promise<number> {
  const { created } = await api.post('/api/flows/prebuilt', {}, { schema: prebuiltResponseSchema });
  return typeof created === 'number' ? created : created.length;
}
