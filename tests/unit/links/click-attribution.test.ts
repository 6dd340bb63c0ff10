/** Issue 35: which clicks the redirect leaves uncredited (links/click-attribution.ts), table-tested. */
import { describe, expect, it } from 'vitest';
import {
  attributionHeld,
  EARLY_CLICK_SECONDS,
  type AttributionContext,
  type AttributionHeld,
  type ClickToAttribute,
} from '../../../lambdas/domain/links/click-attribution';
import { BURST_SECONDS } from '../../../lambdas/domain/links/machine-click';

const SENT = Date.parse('2026-11-29T08:00:00Z');
const at = (seconds: number) => new Date(SENT + seconds * 1000).toISOString();
const sentAt = at(0);
const LATER = 3600;

const rows: [string, ClickToAttribute, AttributionContext, AttributionHeld | undefined][] = [
  [
    'a person an hour after the send: credited',
    { link: 0, at: at(LATER) },
    { sentAt, earlier: [] },
    undefined,
  ],
  [
    'a HEAD or scanner agent: held',
    { link: 0, at: at(LATER), machine: 'head' },
    { sentAt, earlier: [] },
    'machine',
  ],
  [
    'a browser’s click seconds after the send (a burst’s first click): held',
    { link: 0, at: at(2) },
    { sentAt, earlier: [] },
    'early',
  ],
  ['at the limit: held', { link: 0, at: at(EARLY_CLICK_SECONDS) }, { sentAt, earlier: [] }, 'early'],
  [
    'a second past it: credited',
    { link: 0, at: at(EARLY_CLICK_SECONDS + 1) },
    { sentAt, earlier: [] },
    undefined,
  ],
  ['a send time not known: not early', { link: 0, at: at(2) }, { earlier: [] }, undefined],
  [
    'a clock skew (click before the send): not early',
    { link: 0, at: at(-3) },
    { sentAt, earlier: [] },
    undefined,
  ],
  [
    'another link clicked a few seconds before: a burst under way, held',
    { link: 1, at: at(LATER + 2) },
    { sentAt, earlier: [{ link: 0, at: at(LATER) }] },
    'burst',
  ],
  [
    'another link clicked just inside the burst gap: held',
    { link: 1, at: at(LATER + BURST_SECONDS) },
    { sentAt, earlier: [{ link: 0, at: at(LATER) }] },
    'burst',
  ],
  [
    'another link clicked long before: a person reading on, credited',
    { link: 1, at: at(LATER + BURST_SECONDS + 1) },
    { sentAt, earlier: [{ link: 0, at: at(LATER) }] },
    undefined,
  ],
  [
    'the same link clicked twice (a double tap): credited',
    { link: 0, at: at(LATER + 1) },
    { sentAt, earlier: [{ link: 0, at: at(LATER) }] },
    undefined,
  ],
];

describe('attributionHeld', () => {
  it.each(rows)('%s', (_name, click, context, expected) => {
    expect(attributionHeld(click, context)).toBe(expected);
  });
});
