import { describe, expect, it } from 'vitest';
import { toProject } from '../../../../lambdas/domain/items/project';

const item = {
  projectId: 'p1',
  name: 'News',
  createdAt: '2026-11-22T19:00:00.000Z',
  isArchived: false,
  version: 5,
};
const content = (version?: number) => ({
  documentJson: JSON.stringify({ name: 'News', sections: [] }),
  html: '<html></html>',
  ...(version === undefined ? {} : { version }),
});

describe('toProject: the version answered with a document is the one it was saved as', () => {
  it('prefers the content item version when a save landed between the two reads', () => {
    expect(toProject(item, content(4)).version).toBe(4);
    expect(toProject(item, content(6)).version).toBe(6);
  });
  it("falls back to the list item's version without content or without a stored version", () => {
    expect(toProject(item, undefined).version).toBe(5);
    expect(toProject(item, content()).version).toBe(5);
  });
});
