/** Issue 35: which clicks of a tracked link are a machine's (links/machine-click.ts), table-tested. */
import { describe, expect, it } from 'vitest';
import {
  burstLinks,
  classifyClick,
  scannerAgent,
  type EarlierClick,
} from '../../../lambdas/domain/links/machine-click';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_MAIL =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const T0 = Date.parse('2026-11-29T08:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const earlier = (...clicks: [link: number, seconds: number, machine?: EarlierClick['machine']][]) =>
  clicks.map(([link, s, machine], i) => ({ id: `e${i}`, link, at: at(s), ...(machine ? { machine } : {}) }));

describe('scannerAgent: known scanners and HTTP clients by name, browsers and mail apps never', () => {
  it.each([
    ['Mozilla/5.0 (compatible; BarracudaCentral; +http://www.barracudacentral.org)', 'Barracuda'],
    ['Proofpoint URL Defense', 'Proofpoint'],
    ['Mimecast-Link-Scanner/1.0', 'Mimecast'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) BingPreview/1.0b',
      'Microsoft Safe Links (BingPreview)',
    ],
    ['Microsoft Office Existence Discovery', 'Microsoft Office link check'],
    ['Google-Safety', 'Google link check'],
    ['python-requests/2.32.3', 'Python HTTP client'],
    ['curl/8.5.0', 'curl'],
    ['Wget/1.21.4', 'Wget'],
    ['Go-http-client/2.0', 'Go HTTP client'],
    ['', 'no user agent'],
    ['   ', 'no user agent'],
  ])('%j is %s', (ua, name) => {
    expect(scannerAgent(ua)).toBe(name);
  });

  it.each([CHROME, IPHONE_MAIL, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Firefox/133.0', 'node'])(
    '%j is a person’s browser or app',
    (ua) => {
      expect(scannerAgent(ua)).toBeUndefined();
    },
  );
});

describe('classifyClick', () => {
  const click = (link: number, seconds: number, method = 'GET', userAgent = CHROME) => ({
    id: 'now',
    method,
    userAgent,
    link,
    at: at(seconds),
  });

  it.each([
    ['a GET from a browser, first click', click(0, 0), 5, earlier(), undefined, []],
    ['a HEAD request', click(0, 0, 'HEAD'), 5, earlier(), 'head', []],
    ['head, whatever the case', click(0, 0, 'head'), 5, earlier(), 'head', []],
    ['a scanner’s user agent', click(1, 0, 'GET', 'Mimecast'), 5, earlier(), 'agent', []],
    ['an empty user agent', click(1, 0, 'GET', ''), 5, earlier(), 'agent', []],
    // A burst: every link of the mail, each within 10 s of another; the earlier ones move over too.
    [
      'the third link of three within seconds',
      click(2, 4),
      3,
      earlier([0, 0], [1, 2]),
      'burst',
      ['e0', 'e1'],
    ],
    ['chained: 9 s apart each', click(2, 18), 3, earlier([0, 0], [1, 9]), 'burst', ['e0', 'e1']],
    ['a gap over 10 s breaks the chain', click(2, 20), 3, earlier([0, 0], [1, 9]), undefined, []],
    [
      'out of order: the late message completes it',
      click(0, 0),
      3,
      earlier([1, 2], [2, 3]),
      'burst',
      ['e0', 'e1'],
    ],
    [
      'a burst begun by a HEAD: only the clicks counted as a person’s move',
      click(2, 3),
      3,
      earlier([0, 0, 'head'], [1, 1]),
      'burst',
      ['e1'],
    ],
    [
      'a scanner agent completing a burst stays agent',
      click(2, 3, 'GET', 'curl/8'),
      3,
      earlier([0, 0], [1, 1]),
      'agent',
      ['e0', 'e1'],
    ],
    // Not a burst: too few links in the mail, or not all of them.
    ['two links of a two-link mail', click(1, 1), 2, earlier([0, 0]), undefined, []],
    ['the same link three times', click(0, 2), 3, earlier([0, 0], [0, 1]), undefined, []],
    ['three links of five', click(2, 2), 5, earlier([0, 0], [1, 1]), undefined, []],
    [
      'nine of ten links is a burst',
      click(8, 8),
      10,
      earlier(...[0, 1, 2, 3, 4, 5, 6, 7].map((l): [number, number] => [l, l])),
      'burst',
      ['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7'],
    ],
    [
      'eight of ten is not',
      click(7, 8),
      10,
      earlier(...[0, 1, 2, 3, 4, 5, 6].map((l): [number, number] => [l, l])),
      undefined,
      [],
    ],
  ] as const)('%s', (_what, facts, linkCount, before, machine, alsoMachine) => {
    const verdict = classifyClick(facts, { linkCount, earlier: before });
    expect(verdict.machine).toBe(machine);
    expect(verdict.alsoMachine).toEqual(alsoMachine);
  });

  it('needs all the links of a short mail and all but one in ten of a long one', () => {
    expect([1, 2, 3, 4, 9, 10, 20, 200].map(burstLinks)).toEqual([3, 3, 3, 4, 9, 9, 18, 180]);
  });
});
