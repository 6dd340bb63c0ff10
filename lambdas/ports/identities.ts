/** Sending identities (SES Easy DKIM + custom MAIL FROM in AWS; a local issuer of same-shaped tokens). */
export interface SendingIdentity {
  domain: string;
  dkimTokens: string[];
  mailFromDomain: string;
  /** As the provider reports it; 'not_started' locally. */
  dkimStatus: 'pending' | 'success' | 'failed' | 'temporary_failure' | 'not_started';
  mailFromStatus: 'pending' | 'success' | 'failed' | 'temporary_failure' | 'not_started';
}

export interface Identities {
  /** Idempotent: a second call for the same domain returns the same tokens. */
  ensure(domain: string, mailFromDomain: string): Promise<SendingIdentity>;
  get(domain: string): Promise<SendingIdentity | undefined>;
  /** Deletes the domain's identity (SES DeleteEmailIdentity); one already gone is no error. */
  remove(domain: string): Promise<void>;
}
