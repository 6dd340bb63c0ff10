import { MAX_VERSION_LABEL_CHARS, VERSION_NAME_PREFIX } from '../../../shared/contracts/editor';

/**
 * docs/product.md › Saving and versions: 'Version created at {local date time}'. The browser sends its own local date-time text (only
 * it knows the user's zone and format); without one, the server's UTC time, labelled as such. Control
 * characters are dropped and the label is capped, since it is shown back as text.
 */
export function versionName(label: string | undefined, createdAt: Date): string {
  const clean = (label ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, MAX_VERSION_LABEL_CHARS);
  if (clean) return VERSION_NAME_PREFIX + clean;
  const iso = createdAt.toISOString();
  return `${VERSION_NAME_PREFIX}${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
