import { billingErrorCodes, billingMessages } from '../../../shared/contracts/billing';
import { DomainError } from '../errors';

export const paymentsUnavailable = () =>
  new DomainError('unavailable', billingErrorCodes.unavailable, billingMessages.unavailable);
export const alreadyOnTier = (tier: string) =>
  new DomainError('conflict', billingErrorCodes.alreadyPaid, billingMessages.alreadyOnTier(tier));
export const paidSubscriptionActive = () =>
  new DomainError('conflict', billingErrorCodes.alreadyPaid, billingMessages.paidActive);
export const noBillingAccount = () =>
  new DomainError('conflict', billingErrorCodes.noCustomer, billingMessages.noCustomer);
export const invalidSignature = () =>
  new DomainError('invalid', billingErrorCodes.invalidSignature, billingMessages.invalidSignature);
export const testCheckoutNotFound = () =>
  new DomainError('not_found', billingErrorCodes.notFound, billingMessages.notFound);
export const malformedEvent = () =>
  new DomainError('invalid', billingErrorCodes.malformedEvent, billingMessages.malformedEvent);
