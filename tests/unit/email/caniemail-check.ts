import { caniemail, rawData } from 'caniemail';

/**
 * caniemail's verdict on the reference email, ours against MJML's output of the same email, computed
 * in this run. For each client family we count the distinct features with no support ("n") in any of
 * its clients. caniemail takes each client's "latest" result by sorting version names as text, so for
 * Outlook on macOS it reads "2019-10" as newer than "16.80"; the same rule applies to both sides.
 * Outlook.com is in caniemail's data but not in its client list, so its count is read from the data
 * for the features caniemail found (complete, as the first test checks).
 */
export const FAMILIES: Record<string, string[]> = {
  Gmail: ['gmail.desktop-webmail', 'gmail.ios', 'gmail.android', 'gmail.mobile-webmail'],
  'Outlook Windows': ['outlook.windows'],
  'Outlook Mac': ['outlook.macos'],
  'Outlook.com': ['outlook.outlook-com'],
  'Apple Mail': ['apple-mail.macos', 'apple-mail.ios'],
  Yahoo: ['yahoo.desktop-webmail', 'yahoo.ios', 'yahoo.android'],
};
const SELECTABLE = ['*'];

export type Feature = { title: string; stats: Record<string, Record<string, Record<string, string>>> };
export const features = (rawData as unknown as { data: Feature[] }).data;
const latest = (byVersion: Record<string, string>): string => {
  const keys = Object.keys(byVersion).sort();
  return byVersion[keys[keys.length - 1]!] ?? '';
};
export const statOf = (f: Feature, client: string): string | undefined => {
  const [family, platform] = client.split('.') as [string, string];
  const m = f.stats[family]?.[platform];
  return m ? latest(m) : undefined;
};

export function unsupportedByFamily(html: string): Record<string, string[]> {
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
