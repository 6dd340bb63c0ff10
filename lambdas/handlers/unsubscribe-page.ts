import * as z from 'zod';
import { unsubscribePageSchema } from '../../shared/contracts/unsubscribe';
import { readUnsubscribePage } from '../domain/unsubscribe/unsubscribe-contact';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

/** GET /api/u/{token} (public): the unsubscribe page's state; changes nothing. 404 for a forged token. */
export const handler = httpRoute({
  id: 'unsubscribePage',
  uses: [signingPort],
  contract: { params: z.object({ token: z.string().min(1).max(400) }), response: unsubscribePageSchema },
  handle: ({ ports, params }) => readUnsubscribePage(ports, params.token),
});
