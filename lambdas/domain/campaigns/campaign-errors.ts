import { campaignErrorCodes, campaignMessages } from '../../../shared/contracts/campaigns';
import { DomainError } from '../errors';

export const campaignNotFound = () =>
  new DomainError('not_found', campaignErrorCodes.notFound, campaignMessages.notFound);

/** The campaign is not in a status that allows this (409; nothing was changed). */
export const wrongStatus = (message: string) =>
  new DomainError('conflict', campaignErrorCodes.wrongStatus, message);

export const checksFailed = () =>
  new DomainError('conflict', campaignErrorCodes.checksFailed, campaignMessages.checksFailed);

export const noContent = () =>
  new DomainError('conflict', campaignErrorCodes.noContent, campaignMessages.noContent);

export const invalidSchedule = (message: string) =>
  new DomainError('invalid', campaignErrorCodes.invalidSchedule, message);

/** A held campaign cannot resume yet: nothing is left of the month's allowance (409; it stays held). */
export const stillOverAllowance = () =>
  new DomainError('conflict', campaignErrorCodes.allowanceExceeded, campaignMessages.stillOverAllowance);
