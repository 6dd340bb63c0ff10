import { sendingResumeBodySchema, sendingStatusResponseSchema } from '../../shared/contracts/sending-status';
import { resumeSending, sendingStatus } from '../domain/campaigns/sending-status';
import { resumeCampaign } from '../domain/campaigns/status-actions';
import { httpRoute } from '../http/route';
import { mailerPort } from '../wiring/mailer';
import { queuePort } from '../wiring/queue';

/** POST /api/sending-status/resume (issue 35): the owner cleaned the list; sending and its campaigns resume. */
export const handler = httpRoute({
  id: 'sendingResume',
  uses: [mailerPort, queuePort],
  contract: { body: sendingResumeBodySchema, response: sendingStatusResponseSchema },
  handle: async ({ identity, ports }) => {
    const accountId = identity.accountId;
    await resumeSending(ports, accountId, (campaignId) => resumeCampaign(ports, accountId, campaignId));
    return { sending: await sendingStatus(ports, accountId) };
  },
});
