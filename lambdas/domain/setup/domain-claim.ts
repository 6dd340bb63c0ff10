import { domainTakenToast, setupErrorCodes } from '../../../shared/contracts/setup';
import type { Item, TransactWrite } from '../../ports/store';
import { keys } from '../../table';
import { DomainError } from '../errors';

/**
 * The uniqueness item of a domain (pk DOMAIN#{domain}), holding the owner's userId. It is written in the same
 * transaction as the setup's domain, so a domain belongs to at most one setup whatever the timing.
 */
export const claimWrite = (input: {
  domain: string;
  userId: string;
  setupId: string;
  at: string;
}): TransactWrite => ({
  kind: 'put',
  item: {
    ...keys.domainClaim(input.domain),
    userId: input.userId,
    setupId: input.setupId,
    domain: input.domain,
    claimedAt: input.at,
  },
  // Absent (a free domain), or already ours (saving the same domain again).
  condition: { absentOr: { attribute: 'userId', equals: input.userId } },
});

/** Frees the caller's previous domain; only ever deletes a claim the caller holds. */
export const releaseWrite = (input: { domain: string; userId: string }): TransactWrite => ({
  kind: 'delete',
  key: keys.domainClaim(input.domain),
  condition: { attribute: 'userId', equals: input.userId },
});

export const isClaimedBy = (claim: Item | undefined, userId: string): boolean => claim?.userId === userId;

export const domainTaken = () =>
  new DomainError('conflict', setupErrorCodes.domainTaken, domainTakenToast.description);
