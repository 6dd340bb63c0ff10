'use strict';
/* global require, process, fetch */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload for a CommonJS program */
/**
 * Loaded into cognito-local with `node --require` (lambdas/local/cognito.ts). Cognito in AWS emails its
 * codes; cognito-local only prints them. This hands each email cognito-local would print (after our
 * CustomMessage trigger wrote its text) to COGNITO_MAIL_ENDPOINT, where lambdas/local/cognito-mail.ts sends
 * it through the SES stand-in, so it lands in the local mail viewer like every other mail. As Cognito
 * does, a user confirmed by the PreSignUp trigger gets no sign-up code.
 */
const path = require('node:path');

const endpoint = process.env.COGNITO_MAIL_ENDPOINT;
const root = path.dirname(require.resolve('cognito-local/package.json'));
const { MessagesService } = require(path.join(root, 'lib/services/messages.js'));
const printCode = MessagesService.prototype.deliver;

MessagesService.prototype.deliver = async function deliver(
  ctx,
  source,
  clientId,
  userPoolId,
  user,
  code,
  clientMetadata,
  details,
) {
  if (!endpoint || !details || details.DeliveryMedium !== 'EMAIL') return printCode.apply(this, arguments);
  if (source === 'SignUp' && user.UserStatus === 'CONFIRMED') return;
  const message = await this.create(ctx, source, clientId, userPoolId, user, code, clientMetadata);
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      source,
      to: details.Destination,
      code,
      subject: message.emailSubject,
      message: message.emailMessage,
    }),
  });
  if (!res.ok) throw new Error(`The ${source} email was not sent: ${res.status} ${await res.text()}`);
};
