/**
 * Image upload rules (spec 2 §5, §7, §9), shared by the browser (a check before uploading) and the server
 * (the presign and confirm routes, which are what actually protect us).
 */

/** Spec 2 §9 'Max image upload 5 MB'. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Spec 2 §7/§9: uploads are cached 3600 s. */
export const IMAGE_CACHE_CONTROL = 'max-age=3600';

/** The types accepted. SVG is refused: it can carry script and most mail clients do not show it. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const isImageType = (value: string): value is ImageType =>
  (IMAGE_TYPES as readonly string[]).includes(value);

/** Spec 2 §5 toasts. `message` of the server's 400s is the description. */
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

/**
 * Spec 2 §5: 'The stored file name is sanitized to letters, digits, dot and hyphen.' Every other run of
 * characters becomes one hyphen; leading dots and hyphens go (no hidden or odd names); at most 100
 * characters, the extension kept; an empty result becomes `image.<ext>` for the type.
 */
export function sanitizeFileName(name: string, type: ImageType): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let clean = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/[.-]+$/, '');
  if (clean.length > MAX_NAME_CHARS) {
    const dot = clean.lastIndexOf('.');
    const ext = dot > 0 && clean.length - dot <= 6 ? clean.slice(dot) : '';
    clean = clean.slice(0, MAX_NAME_CHARS - ext.length).replace(/[.-]+$/, '') + ext;
  }
  return clean === '' ? `image.${EXTENSION[type]}` : clean;
}
