import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;
const DEFAULT_MESSAGE = 'Invalid input';

/** "sections[1].elements[0].layout.width" */
export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? '[' + key + ']' : (out ? '.' : '') + String(key);
  return out || '(document)';
}

/** A short, readable description of one zod issue (zod/mini ships no message locale). */
export function describeIssue(issue: Issue): string {
  if (issue.message && issue.message !== DEFAULT_MESSAGE) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return 'expected ' + issue.expected;
    case 'too_big':
      return issue.origin === 'string'
        ? 'is longer than ' + String(issue.maximum) + ' characters'
        : 'has more than ' + String(issue.maximum) + ' entries';
    case 'too_small':
      return issue.origin === 'string' ? 'is empty' : 'has fewer than ' + String(issue.minimum) + ' entries';
    case 'invalid_value':
      return 'must be one of ' + issue.values.map((v) => JSON.stringify(v)).join(', ');
    case 'invalid_union':
      return (issue as { note?: string }).note === 'No matching discriminator'
        ? 'is not a known type'
        : 'does not match any allowed shape';
    case 'invalid_format':
      return 'has the wrong format';
    default:
      return 'is not valid';
  }
}

export const formatIssue = (issue: Issue): string => pathText(issue.path) + ': ' + describeIssue(issue);
