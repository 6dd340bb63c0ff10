import { domainTakenToast, setupErrorCodes } from '../../../shared/contracts/setup';
import { DomainError } from '../errors';
import type { DomainClaim } from '../items/setup';

/*
 * The uniqueness item of a domain (items/setup.ts `domainClaimWrite`), holding the owner's account id. It is
 * written in the same transaction as the setup's domain, so a domain belongs to at most one setup whatever the
 * timing.
 */

export const isClaimedBy = (claim: DomainClaim | undefined, accountId: string): boolean =>
  claim?.userId === accountId;

export const domainTaken = () =>
  new DomainError('conflict', setupErrorCodes.domainTaken, domainTakenToast.description);
