/**
 * Machines are not people (issue 35): the mail gateways' link scanners (Barracuda, Proofpoint, Mimecast,
 * Microsoft Safe Links, Google's link checks...) fetch every link of a mail within seconds of its delivery,
 * before or without anyone reading it. A click of a tracked link is a machine's when:
 *   - 'head': it is a HEAD request (a browser following a link asks with GET; a checker asks whether the
 *     page exists);
 *   - 'agent': its user agent is empty or names a known scanner or a generic HTTP client (SCANNER_AGENTS);
 *   - 'burst': the same recipient clicked every link of the mail (at least BURST_MIN_LINKS distinct links,
 *     and all of them, or all but one in ten for a long mail), each click within BURST_SECONDS of another.
 * One pure function decides (classifyClick); the redirect still sends every visitor on at once, machine or
 * not. SES's own open and click events carry no such mark (docs/architecture.md › Machine clicks).
 */
export type MachineSign = 'head' | 'agent' | 'burst';

/** Clicks closer together than this (seconds) belong to one burst. */
export const BURST_SECONDS = 10;
/** A burst covers at least this many distinct links. */
export const BURST_MIN_LINKS = 3;

/**
 * User agents of link scanners and of generic HTTP clients, by the name they send. Browsers, mail apps and
 * their in-app views send none of these. Kept short and matched as whole names, case-insensitively.
 */
export const SCANNER_AGENTS: readonly [RegExp, string][] = [
  [/barracuda/i, 'Barracuda'],
  [/proofpoint/i, 'Proofpoint'],
  [/mimecast/i, 'Mimecast'],
  [/bingpreview/i, 'Microsoft Safe Links (BingPreview)'],
  [/microsoft office existence discovery/i, 'Microsoft Office link check'],
  [/google-safety|googlebot|google-inspectiontool/i, 'Google link check'],
  [/trend ?micro/i, 'Trend Micro'],
  [/symantec|broadcom/i, 'Symantec'],
  [/sophos/i, 'Sophos'],
  [/ironport|cisco/i, 'Cisco'],
  [/python-requests|python-urllib|aiohttp/i, 'Python HTTP client'],
  [/\bcurl\//i, 'curl'],
  [/\bwget\//i, 'Wget'],
  [/go-http-client/i, 'Go HTTP client'],
  [/libwww-perl/i, 'Perl HTTP client'],
  [/apache-httpclient|^java\//i, 'Java HTTP client'],
];

/** The scanner a user agent names, 'no user agent' when it is empty, else undefined (a browser or app). */
export function scannerAgent(userAgent: string): string | undefined {
  if (userAgent.trim() === '') return 'no user agent';
  return SCANNER_AGENTS.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/** One click as the redirect saw it. */
export interface ClickFacts {
  id: string;
  method: string;
  userAgent: string;
  link: number;
  /** ISO instant. */
  at: string;
}

/** A click of the same recipient on the same mail, counted before (its verdict kept). */
export interface EarlierClick {
  id: string;
  link: number;
  at: string;
  machine?: MachineSign;
}

export interface ClickVerdict {
  /** Undefined: a person's click. */
  machine?: MachineSign;
  /** Earlier clicks counted as a person's that this click shows to be part of a burst. */
  alsoMachine: string[];
}

/** Distinct links a burst must cover on a mail of `linkCount` tracked links. */
export const burstLinks = (linkCount: number) =>
  Math.max(BURST_MIN_LINKS, linkCount - Math.floor(linkCount / 10));

/** The clicks within BURST_SECONDS of one another (chained) around `at`, this one included. */
function clusterAround<C extends { atMs: number }>(at: number, clicks: C[]): C[] {
  const sorted = [...clicks].sort((a, b) => a.atMs - b.atMs);
  let start = sorted.findIndex((c) => c.atMs === at);
  let end = start;
  const gap = BURST_SECONDS * 1000;
  while (start > 0 && sorted[start]!.atMs - sorted[start - 1]!.atMs <= gap) start--;
  while (end < sorted.length - 1 && sorted[end + 1]!.atMs - sorted[end]!.atMs <= gap) end++;
  return sorted.slice(start, end + 1);
}

/**
 * Whether a click is a machine's, from the request (method, user agent) and the recipient's earlier clicks
 * of the same mail. Pure; order-insensitive (a click that arrives late completes a burst all the same).
 */
export function classifyClick(
  click: ClickFacts,
  context: { linkCount: number; earlier: readonly EarlierClick[] },
): ClickVerdict {
  const own: MachineSign | undefined =
    click.method.toUpperCase() === 'HEAD' ? 'head' : scannerAgent(click.userAgent) ? 'agent' : undefined;
  const atMs = Date.parse(click.at);
  const all = [
    ...context.earlier.map((c) => ({ ...c, atMs: Date.parse(c.at) })),
    { id: click.id, link: click.link, atMs, machine: own },
  ];
  const cluster = clusterAround(atMs, all);
  const distinct = new Set(cluster.map((c) => c.link)).size;
  const burst = context.linkCount >= BURST_MIN_LINKS && distinct >= burstLinks(context.linkCount);
  if (!burst) return { machine: own, alsoMachine: [] };
  return {
    machine: own ?? 'burst',
    alsoMachine: cluster.filter((c) => c.id !== click.id && !c.machine).map((c) => c.id),
  };
}
