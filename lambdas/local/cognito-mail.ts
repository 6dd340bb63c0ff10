import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { verificationCodeEmail } from '../../shared/contracts/email-verification';
import { esc } from '../../shared/email/escape';
import { type Deps, portsWith } from '../deps';
import { mailerPort } from '../wiring/mailer';
import { readBody, sendJson } from './http-util';

/** Where cognito-local (through lambdas/local/cognito-mail-preload.cjs) posts the emails Cognito would send. */
export const COGNITO_MAIL_PATH = '/_local/cognito-mail';

const cognitoMailSchema = z.object({
  source: z.string().max(100),
  to: z.email().max(254),
  code: z.string().max(100),
  subject: z.string().max(500).optional(),
  message: z.string().max(20_000).optional(),
});

/**
 * Plays Cognito's part of "email the code" locally: the text our CustomMessage trigger wrote (with the
 * code filled in by cognito-local) goes through the SES stand-in, From the product sender, so it shows in
 * the local mail viewer. Only the local Lambda-invoke server (loopback) mounts this.
 */
export async function deliverCognitoMail(
  req: IncomingMessage,
  res: ServerResponse,
  deps: Deps | undefined,
): Promise<void> {
  if (!deps) {
    req.resume();
    sendJson(res, 503, { message: 'The local stack is not ready to send mail yet.' });
    return;
  }
  let input: z.infer<typeof cognitoMailSchema>;
  try {
    input = cognitoMailSchema.parse(JSON.parse((await readBody(req, 64 * 1024)).toString('utf8')));
  } catch (error) {
    sendJson(res, 400, { message: `Not a Cognito email: ${(error as Error).message}` });
    return;
  }
  const fallback = verificationCodeEmail(input.code);
  const text = input.message ?? fallback.message;
  const { messageId } = await portsWith(deps, [mailerPort]).mailer.send({
    from: deps.config.mailFrom,
    to: [input.to],
    subject: input.subject ?? fallback.subject,
    html: `<p>${esc(text)}</p>`,
    text,
  });
  sendJson(res, 200, { messageId });
}
