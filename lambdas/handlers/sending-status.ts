import { sendingStatusResponseSchema } from '../../shared/contracts/sending-status';
import { sendingStatus } from '../domain/campaigns/sending-status';
import { httpRoute } from '../http/route';
import { mailerPort } from '../wiring/mailer';

/** GET /api/sending-status (issue 35, lambdas/domain/campaigns/sending-status.ts). */
export const handler = httpRoute({
  id: 'sendingStatus',
  uses: [mailerPort],
  contract: { response: sendingStatusResponseSchema },
  handle: async ({ identity, ports }) => ({ sending: await sendingStatus(ports, identity.accountId) }),
});
