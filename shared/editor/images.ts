/**
 * Image upload rules (docs/product.md › Images), shared by the browser (a check before uploading) and the server
 * (the presign and confirm routes, which are what actually protect us).
 */

/** docs/product.md › Images: 'Max image upload 5 MB'. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** docs/product.md › Images: uploads are cached 3600 s. */
export const IMAGE_CACHE_CONTROL = 'max-age=3600';

/** The types accepted. SVG is refused: it can carry script and most mail clients do not show it. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const isImageType = (value: string): value is ImageType =>
  (IMAGE_TYPES as readonly string[]).includes(value);

/** docs/product.md › Images. `message` of the server's 400s is the description. */
export const invalidFileToast = {
  title: 'Invalid File',
  description: 'Please select an image file.',
} as const;
export const fileTooLargeToast = {
  title: 'File Too Large',
  description: 'Image must be less than 5MB.',
} as const;
/** An image type we do not take (SVG, BMP, TIFF, HEIC…): same title, the accepted types named. */
export const UNSUPPORTED_IMAGE_MESSAGE = 'Please select a PNG, JPEG, GIF or WebP image.';

const MAX_NAME_CHARS = 100;
const EXTENSION: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The extension a stored image gets for its (confirmed) type, whatever the uploaded name said. */
export const imageExtension = (type: ImageType): string => EXTENSION[type];

/**
 * docs/product.md › Images: 'The stored file name is sanitized to letters, digits, dot and hyphen.' Accents are dropped,
 * every other run of characters becomes one hyphen (none next to a dot), leading and trailing hyphens and
 * dots go, a name left without a stem is called `image` (no hidden files). The extension always follows
 * the type (`.png`, `.jpg`, `.gif`, `.webp`): a name's own extension (up to 5 letters or digits) is
 * replaced, so `invoice.html` uploaded as a PNG is stored as `invoice.png` (issue 18). At most 100
 * characters, extension included.
 */
export function sanitizeFileName(name: string, type: ImageType): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let clean = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/-*\.[-.]*/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^-+/, '')
    .replace(/[.-]+$/, '');
  if (clean.startsWith('.')) clean = `image${clean}`;
  const stem = clean.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'image';
  const ext = `.${EXTENSION[type]}`;
  return stem.slice(0, MAX_NAME_CHARS - ext.length).replace(/[.-]+$/, '') + ext;
}
