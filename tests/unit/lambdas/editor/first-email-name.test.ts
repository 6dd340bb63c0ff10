import { describe, expect, it } from 'vitest';
import { isDefaultName, nameFromEmail } from '../../../../lambdas/domain/editor/first-email-name';
import { emailDocumentSchema } from '../../../../shared/email';

const email = (name: string, headers: string[]) =>
  emailDocumentSchema.parse({
    name,
    sections: [
      {
        id: 's1',
        elements: [
          { id: 't0', type: 'text', content: 'Hello there' },
          ...headers.map((content, i) => ({ id: `h${i}`, type: 'header', content })),
        ],
      },
    ],
  });

describe('isDefaultName: names nobody chose', () => {
  it.each([
    ['Untitled Document', true],
    ['Untitled Document 2', true],
    ['  Untitled Document 14 ', true],
    ['Your Email', true],
    ['Untitled Documents', false],
    ['Spring welcome', false],
    ['Welcome 2', false],
  ])('%s: %s', (name, expected) => {
    expect(isDefaultName(name)).toBe(expected);
  });
});

describe('nameFromEmail: the first composed email’s name for its project', () => {
  it.each([
    ['the email’s own name (its subject) when chosen', 'Spring sale', ['Welcome!'], 'Spring sale'],
    [
      'else the first heading',
      'Untitled Document',
      ['Welcome to Candles Test!', 'Later'],
      'Welcome to Candles Test!',
    ],
    ['a heading’s bold markup dropped', 'Your Email', ['**Hello** from us'], 'Hello from us'],
    ['a blank heading skipped', 'Untitled Document', ['   ', 'Second title'], 'Second title'],
    ['line breaks and controls made spaces', 'Untitled Document', ['One\nTwo\u202e'], 'One Two'],
    ['no heading and no name: nothing', 'Untitled Document 3', [], undefined],
  ])('%s', (_what, name, headers, expected) => {
    expect(nameFromEmail(email(name, headers))).toBe(expected);
  });

  it('keeps a long title within the project name limit', () => {
    expect(nameFromEmail(email('Untitled Document', ['x'.repeat(400)]))?.length).toBe(100);
  });
});
