/** React Query keys of the contact calls: every change invalidates `contactsKey(user)` (list and counts). */
import type { ContactFilters } from '../contact-filters';

export const contactsKey = (userId: string) => ['contacts', userId] as const;
export const contactListKey = (userId: string, filters: ContactFilters) =>
  [...contactsKey(userId), 'list', filters] as const;
export const contactCountsKey = (userId: string) => [...contactsKey(userId), 'counts'] as const;
export const contactFieldsKey = (userId: string) => [...contactsKey(userId), 'fields'] as const;
