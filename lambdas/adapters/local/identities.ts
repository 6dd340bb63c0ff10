import { randomBytes } from 'node:crypto';
import {
  deleteLocalIdentity,
  getLocalIdentity,
  putNewLocalIdentity,
  setLocalIdentityMailFrom,
} from '../../domain/items/local-identity';
import type { Identities, SendingIdentity, Tenants } from '../../ports/identities';
import type { Store } from '../../ports/store';
import { ConditionFailedError } from '../../ports/store';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A token of SES Easy DKIM's shape: 32 characters of lowercase base32. */
export function dkimToken(): string {
  return Array.from(randomBytes(32), (byte) => BASE32[byte % 32]).join('');
}

/**
 * Sending identities without SES (aws-ses-v2-local has none): issues three SES-shaped DKIM tokens per
 * domain and keeps them in the table, so they stay the same across calls and restarts. Statuses stay
 * 'not_started': locally only our own DNS lookups can say whether the records are in place.
 */
export class LocalIdentities implements Identities {
  /** The tenants live in the local SES proxy (lambdas/local/ses-tenants.ts), reached with the real SDK. */
  constructor(
    private readonly store: Store,
    readonly tenants: Tenants,
  ) {}

  async get(domain: string): Promise<SendingIdentity | undefined> {
    const item = await getLocalIdentity(this.store, domain);
    if (!item) return undefined;
    return {
      domain: item.domain,
      dkimTokens: item.dkimTokens,
      mailFromDomain: item.mailFromDomain,
      dkimStatus: 'not_started',
      mailFromStatus: 'not_started',
    };
  }

  async remove(domain: string): Promise<void> {
    await deleteLocalIdentity(this.store, domain);
  }

  async ensure(domain: string, mailFromDomain: string): Promise<SendingIdentity> {
    const existing = await this.get(domain);
    if (existing) {
      if (existing.mailFromDomain === mailFromDomain) return existing;
      await setLocalIdentityMailFrom(this.store, domain, mailFromDomain);
      return { ...existing, mailFromDomain };
    }
    const item = { domain, mailFromDomain, dkimTokens: [dkimToken(), dkimToken(), dkimToken()] };
    try {
      await putNewLocalIdentity(this.store, item);
    } catch (error) {
      // Two concurrent first calls: the loser reads what the winner stored.
      if (error instanceof ConditionFailedError) return this.ensure(domain, mailFromDomain);
      throw error;
    }
    return {
      domain,
      dkimTokens: item.dkimTokens,
      mailFromDomain,
      dkimStatus: 'not_started',
      mailFromStatus: 'not_started',
    };
  }
}
