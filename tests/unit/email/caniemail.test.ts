import mjml2html from 'mjml';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderEmailHtml } from '../../../shared/email';
import { referenceDoc, referenceMjml } from './helpers';
import { FAMILIES, features, statOf, unsupportedByFamily } from './caniemail-check';

describe('caniemail: our reference email against MJML output of the same email', () => {
  let ours: Record<string, string[]>;
  let theirs: Record<string, string[]>;

  beforeAll(async () => {
    const mjml = await mjml2html(referenceMjml(), { validationLevel: 'strict' });
    expect(mjml.errors).toEqual([]);
    ours = unsupportedByFamily(renderEmailHtml(referenceDoc()));
    theirs = unsupportedByFamily(mjml.html);
    const rows = Object.keys(FAMILIES).map(
      (f) => `| ${f} | ${ours[f]!.length} | ${theirs[f]!.length} | ${ours[f]!.join(', ')} |`,
    );
    // The comparison table is for a reader, not for every run (issue 23: quiet test output): CANIEMAIL_TABLE=1.
    if (process.env.CANIEMAIL_TABLE === '1')
      console.log(
        ['| client family | ours | MJML | our unsupported features |', '|---|---|---|---|', ...rows].join(
          '\n',
        ),
      );
  });

  it('reads Outlook.com completely: every feature it lacks is flagged for some selectable client', () => {
    const selectable = Object.values(FAMILIES)
      .flat()
      .filter((c) => c !== 'outlook.outlook-com');
    const blind = features.filter(
      (f) =>
        statOf(f, 'outlook.outlook-com')?.startsWith('n') &&
        selectable.every((c) => (statOf(f, c) ?? 'y').startsWith('y')),
    );
    expect(blind.map((f) => f.title)).toEqual([]);
  });

  for (const family of Object.keys(FAMILIES)) {
    it(`${family}: no more unsupported features than MJML`, () => {
      expect(
        ours[family]!.length,
        `ours: ${ours[family]!.join(', ')}\nMJML: ${theirs[family]!.join(', ')}`,
      ).toBeLessThanOrEqual(theirs[family]!.length);
    });
  }
});
