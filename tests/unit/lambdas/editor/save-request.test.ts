import { describe, expect, it } from 'vitest';
import { restoreVersionRequestSchema, saveContentRequestSchema } from '../../../../shared/contracts/editor';
import { versionName } from '../../../../lambdas/domain/editor/version-name';

describe('versionLabel in the save and restore bodies', () => {
  it('never refuses a save: long or blank labels are accepted and tidied by versionName', () => {
    const long = 'x'.repeat(300);
    expect(
      saveContentRequestSchema.safeParse({ expectedVersion: 0, document: {}, versionLabel: long }).success,
    ).toBe(true);
    expect(restoreVersionRequestSchema.safeParse({ expectedVersion: 0, versionLabel: '' }).success).toBe(
      true,
    );
    expect(versionName(long, new Date(0))).toBe(`Version created at ${'x'.repeat(64)}`);
    expect(versionName('', new Date(0))).toBe('Version created at 1970-01-01 00:00 UTC');
  });

  it('refuses fields the server does not take (HTML from the browser above all)', () => {
    expect(
      saveContentRequestSchema.safeParse({ expectedVersion: 0, document: {}, html: '<p>' }).success,
    ).toBe(false);
    expect(saveContentRequestSchema.safeParse({ expectedVersion: -1, document: {} }).success).toBe(false);
  });
});
