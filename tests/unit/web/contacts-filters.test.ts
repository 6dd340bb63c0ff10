import { describe, expect, it } from 'vitest';
import {
  filtersFromParams,
  hasFilters,
  listPath,
  paramsFromFilters,
} from '../../../web/features/contacts/contact-filters';
import { chunk } from '../../../web/features/contacts/api/bulk-contacts';
import { AUTO_PAGES, shouldKeepLooking } from '../../../web/features/contacts/use-keep-looking';

describe('the /contacts filters in the address', () => {
  it('reads status, tag and search; an unknown status is no filter', () => {
    expect(filtersFromParams(new URLSearchParams('status=bounced&tag=%20VIP%20&q=%20ada%20'))).toEqual({
      status: 'bounced',
      tag: 'vip',
      search: 'ada',
    });
    expect(filtersFromParams(new URLSearchParams('status=deleted')).status).toBeNull();
    expect(hasFilters(filtersFromParams(new URLSearchParams('')))).toBe(false);
  });

  it('writes back only the filters that are set, and round-trips', () => {
    const filters = { status: 'pending' as const, tag: 'Newsletter ', search: '' };
    expect(paramsFromFilters(filters)).toEqual({ status: 'pending', tag: 'newsletter' });
    expect(filtersFromParams(new URLSearchParams(paramsFromFilters(filters)))).toEqual({
      status: 'pending',
      tag: 'newsletter',
      search: '',
    });
  });

  it("asks the API for one page: the filters, and the API's cursor after the first page", () => {
    const none = { status: null, tag: '', search: '' };
    expect(listPath(none, '')).toBe('/api/contacts');
    expect(listPath({ status: 'subscribed', tag: 'vip', search: 'a+b@x.com' }, 'abc/=')).toBe(
      '/api/contacts?status=subscribed&tag=vip&q=a%2Bb%40x.com&cursor=abc%2F%3D',
    );
  });
});

describe('bulk calls', () => {
  it('split the selection into calls of at most 100, in order', () => {
    const ids = Array.from({ length: 250 }, (_, i) => `c${i}`);
    const parts = chunk(ids, 100);
    expect(parts.map((p) => p.length)).toEqual([100, 100, 50]);
    expect(parts.flat()).toEqual(ids);
    expect(chunk([], 100)).toEqual([]);
  });
});

describe('reading on after a narrowed page', () => {
  const progress = { shown: 0, pages: 1, hasNextPage: true, isPlaceholderData: false };
  const byName = { status: null, tag: '', search: 'grace' };

  it('reads the next page while a name search or tag filter shows less than a page', () => {
    expect(shouldKeepLooking(byName, progress)).toBe(true);
    expect(shouldKeepLooking({ ...byName, search: '', tag: 'vip' }, { ...progress, shown: 49 })).toBe(true);
  });

  it('stops at a page of matches, at the last page, after 20 pages, and while the old rows stand in', () => {
    expect(shouldKeepLooking(byName, { ...progress, shown: 50 })).toBe(false);
    expect(shouldKeepLooking(byName, { ...progress, hasNextPage: false })).toBe(false);
    expect(shouldKeepLooking(byName, { ...progress, pages: AUTO_PAGES })).toBe(false);
    expect(shouldKeepLooking(byName, { ...progress, isPlaceholderData: true })).toBe(false);
  });

  it('for any search, an address part with @ too (a filter like a name), never for the plain list', () => {
    expect(shouldKeepLooking({ ...byName, search: 'grace@' }, progress)).toBe(true);
    expect(shouldKeepLooking({ status: 'subscribed', tag: '', search: '' }, progress)).toBe(false);
  });
});
