import { httpRoute } from '../http/route';
import { meResponseSchema } from '../../shared/contracts/me';

/** GET /api/me: the caller as the verified token says (the profile arrives with the accounts issue). */
export const handler = httpRoute({
  id: 'me',
  contract: { response: meResponseSchema },
  handle: async ({ identity }) => ({ userId: identity.userId, email: identity.email }),
});
