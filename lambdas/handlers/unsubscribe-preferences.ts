import * as z from 'zod';
import { unsubscribePageSchema, unsubscribePreferencesSchema } from '../../shared/contracts/unsubscribe';
import { savePreferences } from '../domain/unsubscribe/unsubscribe-contact';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

/**
 * POST /api/u/{token}/preferences (public): { action: 'unsubscribe' | 'resubscribe' } or
 * { action: 'topics', topics }; answers the page's new state. The page posts 'unsubscribe' when it opens.
 */
export const handler = httpRoute({
  id: 'unsubscribePreferences',
  uses: [signingPort],
  contract: {
    params: z.object({ token: z.string().min(1).max(400) }),
    body: unsubscribePreferencesSchema,
    response: unsubscribePageSchema,
  },
  handle: ({ ports, params, body }) =>
    savePreferences({ ...ports, now: () => ports.clock.now() }, params.token, body),
});
