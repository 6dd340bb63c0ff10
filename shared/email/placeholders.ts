/** Hosts that only ever serve stand-in images (docs/product.md › Images: "from a placeholder image host"). */
export const PLACEHOLDER_HOSTS = [
  'via.placeholder.com',
  'placeholder.com',
  'placehold.co',
  'placehold.it',
  'placeholdit.imgix.net',
  'dummyimage.com',
  'fakeimg.pl',
  'placekitten.com',
  'placeimg.com',
  'picsum.photos',
  'lorempixel.com',
  'loremflickr.com',
];
export const PLACEHOLDER_IMAGE = '@@PLACEHOLDER_IMAGE@@';
export const PLACEHOLDER_LINK = '@@PLACEHOLDER_LINK@@';

const HOST = /^https?:\/\/([^/?#:]+)/i;

/**
 * A placeholder image or link (docs/product.md › Images) is empty, '#', one of the two markers, or served by a
 * placeholder image host. Placeholders render as boxes and labels the editor can click.
 */
export function isPlaceholder(url: string | undefined): boolean {
  if (url === undefined) return true;
  const u = url.trim();
  if (u === '' || u === '#' || u === PLACEHOLDER_IMAGE || u === PLACEHOLDER_LINK) return true;
  const host = HOST.exec(u)?.[1]?.toLowerCase();
  return host !== undefined && PLACEHOLDER_HOSTS.some((h) => host === h || host.endsWith('.' + h));
}
