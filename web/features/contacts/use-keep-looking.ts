import { useEffect } from 'react';
import { CONTACT_PAGE_SIZE } from '../../../shared/contracts/contacts';
import type { ContactFilters } from './contact-filters';

/** Pages read on their own for one search before the person is asked to press "Show more" (50 contacts each). */
export const AUTO_PAGES = 20;

/**
 * A search by part of a name or a tag filter is applied to each page the API reads (one Query a page, in email
 * order), so a page can come back with few matches, or none, while more pages follow. Until a page's worth of
 * matches is on screen, the next pages are read at once, up to AUTO_PAGES; then "Show more" takes over.
 * An email search with '@' reads the index by prefix and needs none of this.
 */
export interface ListProgress {
  shown: number;
  pages: number;
  hasNextPage: boolean;
  isPlaceholderData: boolean;
}

/** Whether to read the next page on its own. Pure. */
export function shouldKeepLooking(filters: ContactFilters, list: ListProgress): boolean {
  const narrowed = filters.tag !== '' || (filters.search !== '' && !filters.search.includes('@'));
  return (
    narrowed &&
    list.hasNextPage &&
    !list.isPlaceholderData &&
    list.shown < CONTACT_PAGE_SIZE &&
    list.pages < AUTO_PAGES
  );
}

export function useKeepLooking(
  filters: ContactFilters,
  list: ListProgress & { isFetching: boolean; fetchNextPage: () => Promise<unknown> },
): boolean {
  const looking = shouldKeepLooking(filters, list);
  const { isFetching, fetchNextPage } = list;
  useEffect(() => {
    if (looking && !isFetching) void fetchNextPage();
  }, [looking, isFetching, fetchNextPage]);
  return looking;
}
