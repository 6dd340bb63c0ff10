import { caniemail, rawData } from 'caniemail';
import mjml2html from 'mjml';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderEmailHtml } from '../../../shared/email';
import { referenceDoc, referenceMjml } from './helpers';

/**
 * caniemail's verdict on the reference email, ours against MJML's output of the same email, computed
 * in this run. For each client family we count the distinct features with no support ("n") in any of
 * its clients. caniemail takes each client's "latest" result by sorting version names as text, so for
 * Outlook on macOS it reads "2019-10" as newer than "16.80"; the same rule applies to both sides.
 * Outlook.com is in caniemail's data but not in its client list, so its count is read from the data
 * for the features caniemail found (complete, as the first test checks).
 */
const FAMILIES: Record<string, string[]> = {
  Gmail: ['gmail.desktop-webmail', 'gmail.ios', 'gmail.android', 'gmail.mobile-webmail'],
  'Outlook Windows': ['outlook.windows'],
  'Outlook Mac': ['outlook.macos'],
  'Outlook.com': ['outlook.outlook-com'],
  'Apple Mail': ['apple-mail.macos', 'apple-mail.ios'],
  Yahoo: ['yahoo.desktop-webmail', 'yahoo.ios', 'yahoo.android'],
};
const SELECTABLE = ['*'];

type Feature = { title: string; stats: Record<string, Record<string, Record<string, string>>> };
const features = (rawData as unknown as { data: Feature[] }).data;
const latest = (byVersion: Record<string, string>): string => {
  const keys = Object.keys(byVersion).sort();
  return byVersion[keys[keys.length - 1]!] ?? '';
};
const statOf = (f: Feature, client: string): string | undefined => {
  const [family, platform] = client.split('.') as [string, string];
  const m = f.stats[family]?.[platform];
  return m ? latest(m) : undefined;
};

function unsupportedByFamily(html: string): Record<string, string[]> {
  const result = caniemail({ clients: SELECTABLE as never, html });
  const found = new Set<string>();
  const none = new Map<string, Set<string>>();
  for (const [client, issues] of result.issues.errors) {
    for (const issue of issues) {
      found.add(issue.title);
      if (!none.has(client)) none.set(client, new Set());
      none.get(client)!.add(issue.title);
    }
  }
  for (const [, issues] of result.issues.warnings) for (const issue of issues) found.add(issue.title);
  const out: Record<string, string[]> = {};
  for (const [family, clients] of Object.entries(FAMILIES)) {
    const titles = new Set<string>();
    for (const client of clients) {
      if (client === 'outlook.outlook-com') {
        for (const f of features)
          if (found.has(f.title) && statOf(f, client)?.startsWith('n')) titles.add(f.title);
      } else for (const t of none.get(client) ?? []) titles.add(t);
    }
    out[family] = [...titles].sort();
  }
  return out;
}

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
