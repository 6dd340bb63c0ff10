/** The longest username; longer local parts are cut. */
export const USERNAME_MAX = 30;
/** docs/product.md › Projects: the username fallback value. */
export const FALLBACK_USERNAME = 'user';

/**
 * The username a new profile asks for: the email's local part, lower case, made URL-safe (letters, digits,
 * dot, hyphen and underscore; anything else becomes a hyphen), e.g. 'Ann.Lee+news@x.com' -> 'ann.lee-news'.
 */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const safe = local
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, USERNAME_MAX)
    .replace(/[-.]+$/g, '');
  return safe === '' ? FALLBACK_USERNAME : safe;
}

/** The n-th candidate: the base, then base-2, base-3, ... (cut so the whole stays within USERNAME_MAX). */
export function usernameCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
}
