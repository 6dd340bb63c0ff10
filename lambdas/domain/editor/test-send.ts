import * as z from 'zod';
import type { TestSendResponse } from '../../../shared/contracts/editor';
import {
  editorErrorCodes,
  NO_CONTENT_MESSAGE,
  previewSentToast,
  RECIPIENT_INVALID_MESSAGE,
  RECIPIENT_REQUIRED_MESSAGE,
} from '../../../shared/contracts/editor';
import {
  headerText,
  previewListLinks,
  renderEmailHtml,
  renderEmailText,
  utf8Length,
  withListLinks,
} from '../../../shared/email';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { getSavedContent } from '../items/project-content';
import { VersionConflictError } from './errors';
import { ownedProject } from './project-access';
import { testSendFrom } from './test-recipient-policy';
import { releaseTestSend, reserveTestSend } from './test-send-limit';
import { reserveRecipient } from './test-send-recipient-limit';
import { tenantForSender, verifiedSendingDomain } from './test-sender';

/** Well over any saved email (their HTML is kept under 102 KB): a guard, not a product limit. */
const MAX_MESSAGE_BYTES = 1024 * 1024;
const emailSchema = z.email().max(254);

export function checkRecipient(value: string): string {
  const email = value.trim();
  if (email === '')
    throw new DomainError('invalid', editorErrorCodes.invalidRecipient, RECIPIENT_REQUIRED_MESSAGE);
  if (!emailSchema.safeParse(email).success)
    throw new DomainError('invalid', editorErrorCodes.invalidRecipient, RECIPIENT_INVALID_MESSAGE);
  return email;
}

/**
 * Sends the project's saved document to one recipient: HTML and plain text rendered here (never HTML
 * from the browser), subject the email's name, From and recipient as test-recipient-policy.ts allows.
 * Order: recipient (400), project (404), verified address and recipient policy (403), content (409),
 * expected version (409), per-account then per-recipient limit (429), send (503).
 */
export async function sendTestEmail(
  ports: { store: Store; clock: Clock; mailer: Mailer },
  input: {
    userId: string;
    /** The caller's email address and whether it is verified, from the verified token. */
    email: string;
    emailVerified: boolean;
    projectId: string;
    recipientEmail: string;
    expectedVersion?: number;
    productSender: string;
    /** The site's origin: the email's unsubscribe and preferences links go to its /u/preview page. */
    siteUrl: string;
  },
): Promise<TestSendResponse> {
  const to = checkRecipient(input.recipientEmail);
  const project = await ownedProject(ports.store, input.userId, input.projectId);
  const verifiedDomain = await verifiedSendingDomain(ports.store, input.userId);
  const from = testSendFrom(
    { email: input.email, emailVerified: input.emailVerified, verifiedDomain },
    to,
    input.productSender,
  );
  const content = await getSavedContent(ports.store, input.userId, input.projectId);
  if (!content) throw new DomainError('conflict', editorErrorCodes.noContent, NO_CONTENT_MESSAGE);
  if (input.expectedVersion !== undefined && input.expectedVersion !== project.version)
    throw new VersionConflictError(project.version);
  // A test send names no contact: its unsubscribe and preferences links open the harmless preview page.
  const document = withListLinks(content.document, previewListLinks(input.siteUrl));
  const html = renderEmailHtml(document);
  const text = renderEmailText(document);
  if (utf8Length(html) + utf8Length(text) > MAX_MESSAGE_BYTES)
    throw new DomainError(
      'too_large',
      editorErrorCodes.messageTooLarge,
      'This email is too large to send. Please shorten it.',
    );
  const subject = headerText(content.document.name);
  const reserved = await reserveTestSend(ports, input.userId);
  try {
    await reserveRecipient(ports, input.userId, to);
  } catch (error) {
    await releaseTestSend(ports.store, input.userId, reserved);
    throw error;
  }
  try {
    const tenant = await tenantForSender(ports.store, input.userId, from, verifiedDomain);
    const { messageId } = await ports.mailer.send({ from, to: [to], subject, html, text, ...tenant });
    return { messageId, recipientEmail: to, from, subject, message: previewSentToast(to) };
  } catch (error) {
    await releaseTestSend(ports.store, input.userId, reserved);
    throw new DomainError(
      'unavailable',
      editorErrorCodes.sendFailed,
      `The email could not be sent: ${error instanceof Error ? error.message : 'the mail service refused it'}`,
    );
  }
}
