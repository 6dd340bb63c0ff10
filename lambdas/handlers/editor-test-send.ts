import * as z from 'zod';
import { testSendRequestSchema, testSendResponseSchema } from '../../shared/contracts/editor';
import { sendTestEmail } from '../domain/editor/test-send';
import { deps } from '../deps';
import { httpRoute } from '../http/route';
import { mailerPort } from '../wiring/mailer';

/**
 * POST /api/projects/{projectId}/test-send: mails the saved email to one recipient through SES (locally the
 * SES stand-in, shown at /_local/mail). 400 invalid_recipient, 403 email_not_verified / recipient_not_allowed,
 * 404, 409 no_content / version_conflict, 429 test_send_rate_limited with Retry-After, 503 send_failed.
 */
export const handler = httpRoute({
  id: 'editorTestSend',
  uses: [mailerPort],
  contract: {
    params: z.object({ projectId: z.string() }),
    body: testSendRequestSchema,
    response: testSendResponseSchema,
  },
  handle: ({ identity, ports, params, body }) =>
    sendTestEmail(ports, {
      userId: identity.accountId,
      email: identity.email,
      emailVerified: identity.emailVerified,
      projectId: params.projectId,
      recipientEmail: body.recipientEmail,
      expectedVersion: body.expectedVersion,
      productSender: deps().config.mailFrom,
      siteUrl: deps().config.billing.siteUrl ?? '',
    }),
});
