/** POST /api/flows/prebuilt: the drafts for the onboarding choices (idempotent: made once). */
import * as z from 'zod';
import { api } from '../../../lib/api-client';

/** The contract names the answer `{ created }` without a schema: a count, or the flows made. */
const prebuiltResponseSchema = z.object({ created: z.union([z.number(), z.array(z.unknown())]) });

export async function createPrebuiltFlows(): Promise<number> {
  const { created } = await api.post('/api/flows/prebuilt', {}, { schema: prebuiltResponseSchema });
  return typeof created === 'number' ? created : created.length;
}
