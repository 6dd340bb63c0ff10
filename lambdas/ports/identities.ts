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
  /** The account tenants the identities go into (SES in AWS, the local SES proxy on one machine). */
  tenants: Tenants;
}

/**
 * SES tenants (issue 35): one per account, holding its identity and the configuration set, so SES keeps the
 * account's reputation and sending status apart. Every call is idempotent: the adapter answers an
 * AlreadyExists of a create or association as success, and a NotFound of a delete as success.
 */
export type TenantResource = 'identity' | 'configuration-set';

export interface Tenants {
  /** CreateTenant (no tags). */
  create(tenant: string): Promise<void>;
  /**
   * CreateTenantResourceAssociation of the domain's identity or of the configuration set. 'skipped' when
   * there is no such resource to associate (no configuration set configured).
   */
  associate(tenant: string, resource: TenantResource, domain: string): Promise<'associated' | 'skipped'>;
  /** DeleteTenant (its associations go with it; the resources stay). */
  remove(tenant: string): Promise<void>;
}

/** A tenant call that failed: `retryable` when the same call may succeed later (throttling, 5xx, network). */
export class TenantCallError extends Error {
  constructor(
    readonly code: string,
    readonly retryable: boolean,
    message: string,
  ) {
    super(message);
    this.name = 'TenantCallError';
  }
}
