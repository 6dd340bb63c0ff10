import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  editorErrorCodes,
  recipientNotAllowedMessage,
} from '../../../shared/contracts/editor';
import { DomainError } from '../errors';

/** The sending account, as the verified token and the account's setup say. */
export interface SendingAccount {
  /** The account's email address (the token's `email`). */
  email: string;
  /** The token's `email_verified`: the owner entered the code Cognito mailed. */
  emailVerified: boolean;
  /** The account's sending domain when its DNS is verified as a whole, else undefined. */
  verifiedDomain: string | undefined;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Who a test send may reach, and From what (issue 18: the test send must not relay phishing):
 * - an account whose address is not verified sends nothing (403 email_not_verified);
 * - a verified account may mail its own address (From its verified domain if it has one, else ours);
 * - other recipients only when the sending domain is verified, From that domain, so the mail is the
 *   sender's own and carries its own DKIM and reputation (403 recipient_not_allowed otherwise).
 */
export function testSendFrom(account: SendingAccount, recipient: string, productSender: string): string {
  if (!account.emailVerified || account.email === '')
    throw new DomainError('forbidden', editorErrorCodes.emailNotVerified, EMAIL_NOT_VERIFIED_MESSAGE);
  const domainSender = account.verifiedDomain ? `preview@${account.verifiedDomain}` : undefined;
  if (sameAddress(recipient, account.email)) return domainSender ?? productSender;
  if (domainSender) return domainSender;
  throw new DomainError(
    'forbidden',
    editorErrorCodes.recipientNotAllowed,
    recipientNotAllowedMessage(account.email),
  );
}
