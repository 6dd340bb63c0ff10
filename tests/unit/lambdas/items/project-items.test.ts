import { describe, expect, it } from 'vitest';
import type { Store } from '../../../../lambdas/ports/store';
import { getAiRateBucket } from '../../../../lambdas/domain/items/ai-rate';
import { parseProject } from '../../../../lambdas/domain/items/project';
import { parseProjectContent } from '../../../../lambdas/domain/items/project-content';
import { getTestRecipientLog, getTestSendLog } from '../../../../lambdas/domain/items/test-sends';
import { parseVersion } from '../../../../lambdas/domain/items/version';

/** A store that answers every get with `item` (the reads below only get). */
const storeWith = (item: Record<string, unknown> | undefined) =>
  ({ get: () => Promise.resolve(item) }) as unknown as Store;

describe('the editor kinds read stored items as leniently as before (issue 28)', () => {
  it('a project list item: missing or odd values are their defaults', () => {
    expect(parseProject({ pk: 'USER#a', sk: 'PROJECT#p', name: 7, version: -1, isArchived: 'yes' })).toEqual({
      id: '',
      name: '',
      createdAt: '',
      lastEditedAt: null,
      isArchived: false,
      version: 0,
    });
    expect(
      parseProject({ projectId: 'p', clarificationContext: { question: 'Why?', request: 3 } })
        .clarificationContext,
    ).toBeUndefined();
  });

  it('a content item: an unreadable document is no document, the rest is kept', () => {
    const content = parseProjectContent({ documentJson: '{nope', html: '<p>', version: 3 });
    expect(content).toMatchObject({ documentJson: '{nope', document: undefined, html: '<p>', version: 3 });
  });

  it('a version missing its name is left out', () => {
    expect(parseVersion({ versionId: 'v', createdAt: 'at' })).toBeUndefined();
    expect(parseVersion({ versionId: 'v', name: 'n', createdAt: 'at' })).toEqual({
      id: 'v',
      name: 'n',
      createdAt: 'at',
    });
  });

  it('test-send logs keep only numbers; the revision compared is the one stored', async () => {
    const log = await getTestSendLog(storeWith({ times: [1, 'x', 2], rev: 'odd' }), 'a');
    expect(log.times).toEqual([1, 2]);
    expect(log.revision).toEqual({ exists: true, stored: 'odd', rev: 0 });
    const recipients = await getTestRecipientLog(storeWith({ accounts: { a: 1, b: 'x' }, rev: 4 }), 'h');
    expect(recipients.accounts).toEqual({ a: 1 });
    expect((await getTestSendLog(storeWith(undefined), 'a')).revision.exists).toBe(false);
  });

  it('an AI bucket missing either number is a full one', async () => {
    expect(await getAiRateBucket(storeWith({ tokens: 3, rev: 2 }), 'a')).toEqual({
      state: undefined,
      rev: 2,
      exists: true,
    });
  });
});
