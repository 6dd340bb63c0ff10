import { projectErrorCodes, projectMessages } from '../../../shared/contracts/projects';
import { DomainError } from '../errors';

export const projectNotFound = () =>
  new DomainError('not_found', projectErrorCodes.notFound, projectMessages.notFound);
export const projectNameTaken = (name: string) =>
  new DomainError('conflict', projectErrorCodes.nameTaken, projectMessages.nameTaken(name));
export const projectLimitReached = (tier: string) =>
  new DomainError('forbidden', projectErrorCodes.limitReached, projectMessages.limitReached(tier));
export const subscriptionMissing = () =>
  new DomainError('forbidden', projectErrorCodes.subscriptionMissing, projectMessages.subscriptionMissing);
export const subscriptionInactive = () =>
  new DomainError('forbidden', projectErrorCodes.subscriptionInactive, projectMessages.subscriptionInactive);
export const planConfigError = () =>
  new DomainError('forbidden', projectErrorCodes.planConfig, projectMessages.planConfig);
export const projectsBusy = () => new DomainError('conflict', projectErrorCodes.busy, projectMessages.busy);
