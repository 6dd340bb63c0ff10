/** Issue 35: which loads of the opens pixel are a machine's (links/machine-open.ts), table-tested. */
import { describe, expect, it } from 'vitest';
import {
  classifyOpen,
  needsSentAt,
  PREFETCH_SECONDS,
  type MachineOpenSign,
} from '../../../lambdas/domain/links/machine-open';

const IPHONE_MAIL =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const MAC_MAIL = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const OUTLOOK = 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17928; Pro)';
const GMAIL = 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';
const YAHOO = 'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html';
const SENT = '2026-11-29T08:00:00.000Z';
const after = (seconds: number) => new Date(Date.parse(SENT) + seconds * 1000).toISOString();

const rows: [
  string,
  { method?: string; userAgent: string; at?: string; sentAt?: string },
  MachineOpenSign | undefined,
][] = [
  ['Apple Mail Privacy Protection: the bare Mozilla/5.0', { userAgent: 'Mozilla/5.0' }, 'privacy-proxy'],
  ['the same with stray spaces', { userAgent: ' Mozilla/5.0 ' }, 'privacy-proxy'],
  ['Apple Mail itself (MPP off), a person', { userAgent: MAC_MAIL }, undefined],
  ['the iPhone Mail app, a person', { userAgent: IPHONE_MAIL }, undefined],
  ['Outlook, a person', { userAgent: OUTLOOK }, undefined],
  ['a HEAD, whoever asks', { method: 'HEAD', userAgent: IPHONE_MAIL }, 'head'],
  ['a link scanner fetching images', { userAgent: 'Mimecast-Link-Scanner/1.0' }, 'agent'],
  ['an HTTP client', { userAgent: 'python-requests/2.32.3' }, 'agent'],
  ['no user agent', { userAgent: '' }, 'agent'],
  [
    'Gmail’s proxy when the reader opens the mail, minutes later: a person',
    { userAgent: GMAIL, at: after(300), sentAt: SENT },
    undefined,
  ],
  [
    'Gmail’s proxy within seconds of the send: a prefetch',
    { userAgent: GMAIL, at: after(3), sentAt: SENT },
    'prefetch',
  ],
  [
    'at the limit still a prefetch',
    { userAgent: GMAIL, at: after(PREFETCH_SECONDS), sentAt: SENT },
    'prefetch',
  ],
  [
    'a second past it, a person',
    { userAgent: GMAIL, at: after(PREFETCH_SECONDS + 1), sentAt: SENT },
    undefined,
  ],
  ['Yahoo’s proxy within seconds', { userAgent: YAHOO, at: after(2), sentAt: SENT }, 'prefetch'],
  ['a proxy whose send time is unknown: a person', { userAgent: GMAIL, at: after(1) }, undefined],
  [
    'a clock skew (load before the send) is no proof of a prefetch',
    { userAgent: GMAIL, at: after(-5), sentAt: SENT },
    undefined,
  ],
  [
    'a browser whose load is quick is still a person',
    { userAgent: IPHONE_MAIL, at: after(1), sentAt: SENT },
    undefined,
  ],
];

describe('classifyOpen', () => {
  it.each(rows)('%s', (_name, facts, expected) => {
    expect(
      classifyOpen({
        method: facts.method ?? 'GET',
        userAgent: facts.userAgent,
        at: facts.at ?? after(60),
        sentAt: facts.sentAt,
      }),
    ).toBe(expected);
  });

  it('asks for the send time only for a webmail proxy (one read spared on every other open)', () => {
    expect([GMAIL, YAHOO, IPHONE_MAIL, 'Mozilla/5.0', ''].map(needsSentAt)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
