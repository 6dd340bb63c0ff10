export interface MailHeader {
  name: string;
  value: string;
}

export interface OutgoingEmail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** Campaign sends (issue 21): Reply-To, extra headers (List-Unsubscribe...) and SES message tags. */
  replyTo?: string[];
  headers?: MailHeader[];
  tags?: Record<string, string>;
  /** Issue 35: the account's SES tenant (SendEmail TenantName), once its tenant is ready. */
  tenant?: string;
}

/** SES's sending status of a tenant: 'paused' when SES disabled its sending, 'absent' when there is none. */
export type TenantSendingStatus = 'enabled' | 'paused' | 'absent';

/** SES refused for now (TooManyRequests, Throttling, a sending quota): the same call may succeed later. */
export class MailThrottledError extends Error {
  constructor(message = 'The mail service is throttling sends') {
    super(message);
    this.name = 'MailThrottledError';
  }
}

/**
 * SES paused the sending (SendingPausedException: the account's tenant, or the whole SES account, disabled
 * by SES): nothing more can go out until SES enables it again, so the send is not retried.
 */
export class MailSendingPausedError extends Error {
  constructor(message = 'The mail service has paused sending') {
    super(message);
    this.name = 'MailSendingPausedError';
  }
}

/** SES refused this message for good (rejected content, an unverified From): retrying cannot help. */
export class MailRejectedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MailRejectedError';
  }
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
  /** The account's SES maximum send rate (messages per second, GetAccount SendQuota.MaxSendRate). */
  maxSendRate(): Promise<number>;
  /** GetTenant's SendingStatus (ENABLED / REINSTATED -> 'enabled', DISABLED -> 'paused'). */
  tenantStatus(tenant: string): Promise<TenantSendingStatus>;
  ping(): Promise<void>;
}
