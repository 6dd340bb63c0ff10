/**
 * The name a person recognises for an image URL: the last path segment, decoded, without the 32-hex id
 * our uploads put in front of it (lambdas/domain/editor/images.ts: `{id}-{name}`). Pure.
 */
const UPLOAD_ID = /^[0-9a-f]{32}-(?=.)/;

export function imageFileName(src: string): string {
  let path = src;
  try {
    path = new URL(src, 'https://placeholder.invalid/').pathname;
  } catch {
    // Not a URL: take it as a path.
  }
  const last = path.split('/').filter(Boolean).pop() ?? src;
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A stray % stays as typed.
  }
  return name.replace(UPLOAD_ID, '') || src;
}
