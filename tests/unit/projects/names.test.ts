import { describe, expect, it } from 'vitest';
import { firstFreeName, nameStem, withSuffix } from '../../../lambdas/domain/projects/project-names';
import { usernameCandidate, usernameFromEmail } from '../../../lambdas/domain/profile/username';

describe('project names', () => {
  it('keeps a free name and gives a taken one the lowest free suffix', () => {
    expect(firstFreeName('Welcome', new Set())).toBe('Welcome');
    expect(firstFreeName('Welcome', new Set(['Welcome']))).toBe('Welcome 2');
    expect(firstFreeName('Welcome', new Set(['Welcome', 'Welcome 2', 'Welcome 4']))).toBe('Welcome 3');
    expect(firstFreeName('Welcome 2', new Set(['Welcome', 'Welcome 2']))).toBe('Welcome 3');
  });

  it('strips a trailing number to find the stem, and keeps suffixed names within 100 characters', () => {
    expect(nameStem('Spring sale 12')).toBe('Spring sale');
    expect(nameStem('2025')).toBe('2025');
    const long = 'x'.repeat(100);
    expect(withSuffix(long, 2)).toHaveLength(100);
    expect(withSuffix(long, 2).endsWith(' 2')).toBe(true);
  });
});

describe('usernames', () => {
  it('come from the email local part, URL-safe and lower case', () => {
    expect(usernameFromEmail('Ann.Lee+news@example.com')).toBe('ann.lee-news');
    expect(usernameFromEmail('José@example.com')).toBe('jose');
    expect(usernameFromEmail('--@example.com')).toBe('user');
    expect(usernameFromEmail('a'.repeat(40) + '@x.com')).toHaveLength(30);
    expect(encodeURIComponent(usernameFromEmail('we ird/é?#@x.com'))).toBe(
      usernameFromEmail('we ird/é?#@x.com'),
    );
  });

  it('get a numeric suffix on collision, within the length limit', () => {
    expect(usernameCandidate('ann', 1)).toBe('ann');
    expect(usernameCandidate('ann', 2)).toBe('ann-2');
    expect(usernameCandidate('b'.repeat(30), 12)).toBe(`${'b'.repeat(27)}-12`);
  });
});
