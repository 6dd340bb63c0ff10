/**
 * When main.tsx may hydrate a prerendered page (web/prerender-data.ts): only on the same path and without an
 * address parameter the page reads, because the HTML was rendered without them (the blog index's ?q= and ?page=).
 */
import { describe, expect, it } from 'vitest';
import { canHydrate, readPrerenderData, serializePrerenderData } from '../../../web/prerender-data';

const blog = { path: '/blog', data: {}, readsSearch: ['q', 'page'] };
const at = (url: string) => {
  const { pathname, search } = new URL(url, 'https://jungle.example');
  return { pathname, search };
};

describe('canHydrate', () => {
  it('hydrates the page it was rendered for, also with parameters the page does not read', () => {
    expect(canHydrate(blog, at('/blog'))).toBe(true);
    expect(canHydrate(blog, at('/blog?utm_source=newsletter'))).toBe(true);
    expect(canHydrate({ path: '/', data: {} }, at('/?businessDescription=candles'))).toBe(true);
  });

  it('renders afresh where a parameter the page reads is in the address, or on another path', () => {
    expect(canHydrate(blog, at('/blog?q=dmarc'))).toBe(false);
    expect(canHydrate(blog, at('/blog?page=2'))).toBe(false);
    expect(canHydrate(blog, at('/blog?utm_source=x&q='))).toBe(false);
    expect(canHydrate(blog, at('/blog/spf-dkim-dmarc-explained'))).toBe(false);
  });
});

describe('readPrerenderData', () => {
  function documentWith(json: string): Document {
    return { getElementById: () => ({ textContent: json }) } as unknown as Document;
  }

  it('reads what the build embedded, the parameters included', () => {
    expect(readPrerenderData(documentWith(serializePrerenderData(blog)))).toEqual(blog);
  });

  it('ignores an embedded block it cannot trust', () => {
    expect(readPrerenderData(documentWith('{"path":"/blog","data":{},"readsSearch":"q"}'))).toBeNull();
    expect(readPrerenderData(documentWith('{"path":"/blog","data":{},"readsSearch":[1]}'))).toBeNull();
    expect(readPrerenderData(documentWith('not json'))).toBeNull();
  });
});
