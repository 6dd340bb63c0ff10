import {
  contactErrorCodes as codes,
  contactMessages as messages,
  type ContactStatus,
  type SuppressedStatus,
} from '../../../shared/contracts/contacts';
import { DomainError } from '../errors';

export const contactNotFound = () => new DomainError('not_found', codes.notFound, messages.notFound);
export const contactExists = (email: string) =>
  new DomainError('conflict', codes.exists, messages.exists(email));
export const contactSuppressed = (email: string, status: SuppressedStatus) =>
  new DomainError('conflict', codes.suppressed, messages.suppressed(email, status));
export const contactLimitReached = (limit: number) =>
  new DomainError('forbidden', codes.limitReached, messages.limitReached(limit));
export const contactsBusy = () => new DomainError('conflict', codes.busy, messages.busy);
export const invalidContactCursor = () =>
  new DomainError('invalid', codes.invalidCursor, messages.invalidCursor);
export const statusChangeNotAllowed = (status: ContactStatus) =>
  new DomainError('conflict', codes.notAllowed, messages.notAllowed(status));
