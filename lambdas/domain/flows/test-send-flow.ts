import { editorErrorCodes } from '../../../shared/contracts/editor';
import { flowMessages, type TestSendResponse } from '../../../shared/contracts/flows';
import {
  headerText,
  previewListLinks,
  renderEmailHtml,
  renderEmailText,
  withListLinks,
} from '../../../shared/email';
import type { Clock } from '../../ports/clock';
import type { Mailer, OutgoingEmail } from '../../ports/mailer';
import type { Store } from '../../ports/store';
import { testSendFrom } from '../editor/test-recipient-policy';
import { releaseTestSend, reserveTestSend } from '../editor/test-send-limit';
import { reserveRecipient } from '../editor/test-send-recipient-limit';
import { tenantForSender, verifiedSendingDomain } from '../editor/test-sender';
import { DomainError } from '../errors';
import { getFlow } from '../items/flow';
import { getSavedContent } from '../items/project-content';
import { emailSteps } from './snapshot-emails';

/** The label of a flow's test emails: the subject starts with it. */
export const FLOW_TEST_SUBJECT_PREFIX = '[Test] ';
export const NO_FLOW_EMAILS = 'This flow has no emails yet. Add an email step, then send yourself the flow.';
export const flowEmailEmpty = (subject: string) =>
  `The email "${subject}" has no content yet. Write it in the editor, then send yourself the flow.`;

type Ports = { store: Store; clock: Clock; mailer: Mailer };
interface Input {
  accountId: string;
  /** The caller's address and whether it is verified, from the verified token. */
  email: string;
  emailVerified: boolean;
  flowId: string;
  productSender: string;
  siteUrl: string;
}

/**
 * "Send me this flow" (issue 32): every email of the flow, in the order a contact meets them, to the owner's
 * own verified address at once, each subject labelled "[Test] ". The editor's test send rules: who may
 * receive it and From what (test-recipient-policy.ts), one slot of the account's test-send limits per email
 * (all taken before the first is sent: a flow past the limit sends nothing), the per-recipient limit, the
 * saved documents rendered here with the harmless preview unsubscribe links.
 */
export async function sendFlowTest(ports: Ports, input: Input): Promise<TestSendResponse> {
  const mails = await flowTestMails(ports.store, input);
  const reserved: number[] = [];
  try {
    for (const _mail of mails) reserved.push(await reserveTestSend(ports, input.accountId));
    await reserveRecipient(ports, input.accountId, input.email);
  } catch (error) {
    for (const at of reserved) await releaseTestSend(ports.store, input.accountId, at);
    throw error;
  }
  let sent = 0;
  try {
    for (const mail of mails) {
      await ports.mailer.send(mail);
      sent += 1;
    }
  } catch (error) {
    for (const at of reserved.slice(sent)) await releaseTestSend(ports.store, input.accountId, at);
    const why = error instanceof Error ? error.message : 'the mail service refused it';
    throw new DomainError('unavailable', editorErrorCodes.sendFailed, `The email could not be sent: ${why}`);
  }
  return { sent };
}

/** The flow's test emails, rendered, or the reason none can go (404, 403, 409) before anything is sent. */
async function flowTestMails(store: Store, input: Input): Promise<OutgoingEmail[]> {
  const flow = await getFlow(store, input.accountId, input.flowId);
  if (!flow) throw new DomainError('not_found', 'flow_not_found', flowMessages.notFound);
  const steps = emailSteps(flow.definition);
  if (steps.length === 0) throw new DomainError('conflict', 'no_emails', NO_FLOW_EMAILS);
  const verifiedDomain = await verifiedSendingDomain(store, input.accountId);
  const account = { email: input.email, emailVerified: input.emailVerified, verifiedDomain };
  const from = testSendFrom(account, input.email, input.productSender);
  const tenant = await tenantForSender(store, input.accountId, from, verifiedDomain);
  const mails: OutgoingEmail[] = [];
  for (const step of steps) {
    const content = await getSavedContent(store, input.accountId, step.projectId);
    if (!content) throw new DomainError('conflict', editorErrorCodes.noContent, flowEmailEmpty(step.subject));
    const document = withListLinks(content.document, previewListLinks(input.siteUrl));
    const subject = headerText(`${FLOW_TEST_SUBJECT_PREFIX}${step.subject}`);
    const html = renderEmailHtml(document);
    mails.push({ from, to: [input.email], subject, html, text: renderEmailText(document), ...tenant });
  }
  return mails;
}
