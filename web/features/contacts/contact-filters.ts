/**
 * The list's filters live in the address (?status=&tag=&q=), so a reload, Back or a shared link shows the same
 * list. Pure: parse the address, build it back, and build the API's query for one page.
 */
import { contactStatuses, type ContactStatus } from '../../../shared/contracts/contacts';

export interface ContactFilters {
  status: ContactStatus | null;
  tag: string;
  search: string;
}

const isStatus = (value: string | null): value is ContactStatus =>
  value !== null && (contactStatuses as readonly string[]).includes(value);

export function filtersFromParams(params: URLSearchParams): ContactFilters {
  const status = params.get('status');
  return {
    status: isStatus(status) ? status : null,
    tag: (params.get('tag') ?? '').trim().toLowerCase(),
    search: (params.get('q') ?? '').trim(),
  };
}

/** The address's search params for these filters (empty ones left out). */
export function paramsFromFilters(filters: ContactFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.status) params.status = filters.status;
  if (filters.tag.trim()) params.tag = filters.tag.trim().toLowerCase();
  if (filters.search.trim()) params.q = filters.search.trim();
  return params;
}

/** GET /api/contacts?… for one page: the filters and, after the first page, the API's opaque cursor. */
export function listPath(filters: ContactFilters, cursor: string): string {
  const query = new URLSearchParams(paramsFromFilters(filters));
  if (cursor) query.set('cursor', cursor);
  const qs = query.toString();
  return `/api/contacts${qs ? `?${qs}` : ''}`;
}

export const hasFilters = (filters: ContactFilters): boolean =>
  filters.status !== null || filters.tag !== '' || filters.search !== '';

export const statusLabels: Readonly<Record<ContactStatus, string>> = {
  subscribed: 'Subscribed',
  pending: 'Pending',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  complained: 'Complained',
  not_subscribed: 'Customer, not subscribed',
};
