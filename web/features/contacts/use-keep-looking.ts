import { useEffect } from 'react';
import { CONTACT_PAGE_SIZE } from '../../../shared/contracts/contacts';
import type { ContactFilters } from './contact-filters';

/** Pages read on their own for one search before the person is asked to press "Show more" (50 contacts each). */
export const AUTO_PAGES = 20;

/**
 * A search (part of an address or a name) or a tag filter is applied to the contacts the API reads; the API
 * reads on until a page is full or its read bound is reached (lambdas/domain/contacts/filtered-page.ts), so a
 * page can still come back short while more follow in a very large list. Until a page's worth of matches is
 * on screen, the next pages are read at once, up to AUTO_PAGES; then "Show more" takes over.
 */
export interface ListProgress {
  shown: number;
  pages: number;
  hasNextPage: boolean;
  isPlaceholderData: boolean;
}

/** Whether to read the next page on its own. Pure. */
export function shouldKeepLooking(filters: ContactFilters, list: ListProgress): boolean {
  const narrowed = filters.tag !== '' || filters.search !== '';
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
