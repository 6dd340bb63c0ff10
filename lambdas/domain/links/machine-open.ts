import { scannerAgent } from './machine-click';

/**
 * Machines are not people, opens too (issue 35). The opens pixel (/o/{token}.gif) is loaded by whatever
 * fetches the mail's images, and some of those fetch without anyone reading:
 *   - 'privacy-proxy': Apple Mail Privacy Protection downloads every image of a new mail in the background,
 *     through Apple's relays, whether or not it is ever opened (Apple: "Mail Privacy Protection"; described
 *     by ESPs, e.g. SocketLabs' "Identifying Apple MPP opens"). Its loads carry the bare user agent
 *     `Mozilla/5.0` and nothing else, which no mail app or browser sends when a person opens a mail;
 *   - 'prefetch': a webmail image proxy (Gmail's GoogleImageProxy, Yahoo's YahooMailProxy) loads images when
 *     the reader opens the mail, so its load is normally a person's open; one within PREFETCH_SECONDS of the
 *     mail leaving SES came before anyone could have read it: a prefetch;
 *   - 'head': a HEAD (an image is loaded with GET; a checker asks whether it exists);
 *   - 'agent': a link scanner's or HTTP client's user agent, or none (machine-click.ts's list).
 * One pure function decides (classifyOpen); the GIF is the answer whatever the verdict.
 */
export type MachineOpenSign = 'privacy-proxy' | 'prefetch' | 'head' | 'agent';

/** Apple Mail Privacy Protection's background loads: the bare user agent, nothing after it. */
export const PRIVACY_PROXY_AGENT = /^Mozilla\/5\.0$/;

/** Webmail image proxies that load a mail's images when its reader opens it. */
export const IMAGE_PROXY_AGENTS: readonly [RegExp, string][] = [
  [/GoogleImageProxy/i, 'Gmail image proxy'],
  [/YahooMailProxy/i, 'Yahoo Mail image proxy'],
];

/** A proxy's load this soon after the mail left SES (seconds) is a prefetch, not a reader. */
export const PREFETCH_SECONDS = 10;

/** The webmail image proxy a user agent names, else undefined. */
export const imageProxyAgent = (userAgent: string): string | undefined =>
  IMAGE_PROXY_AGENTS.find(([pattern]) => pattern.test(userAgent))?.[1];

/** One load of the opens pixel as the route saw it. */
export interface OpenFacts {
  method: string;
  userAgent: string;
  /** ISO instant of the load. */
  at: string;
  /** ISO instant SES took the mail (the recipient's mark), when known. */
  sentAt?: string;
}

/** Whether the pixel's load is a machine's (and by which sign), or undefined: counted as a person's open. */
export function classifyOpen(open: OpenFacts): MachineOpenSign | undefined {
  if (open.method.toUpperCase() === 'HEAD') return 'head';
  const agent = open.userAgent.trim();
  if (PRIVACY_PROXY_AGENT.test(agent)) return 'privacy-proxy';
  if (scannerAgent(agent)) return 'agent';
  if (imageProxyAgent(agent) && open.sentAt) {
    const seconds = (Date.parse(open.at) - Date.parse(open.sentAt)) / 1000;
    if (seconds >= 0 && seconds <= PREFETCH_SECONDS) return 'prefetch';
  }
  return undefined;
}

/** Whether classifyOpen needs the mail's send time for this load (read only then: one GetItem). */
export const needsSentAt = (userAgent: string): boolean => imageProxyAgent(userAgent) !== undefined;
