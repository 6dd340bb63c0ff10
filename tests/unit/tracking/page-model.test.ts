import { describe, expect, it } from 'vitest';
import {
  idsErrorMessage,
  pixelErrorResult,
  pixelResult,
  siteCheckDescription,
  siteCheckResult,
  siteCheckTone,
  snippetOrigin,
} from '../../../web/features/tracking/tracking-model';
import { PIXEL_HELP_TEXT, PIXEL_NOT_YET_RECEIVED_MESSAGE } from '../../../shared/tracking/status';

const iso = (d: Date) => d.toISOString();

describe('/website-tracking page model', () => {
  it('points the snippet at the origin serving /api', () => {
    expect(snippetOrigin('/api', 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(snippetOrigin('https://app.junglemail.example/api', 'https://www.junglemail.example')).toBe(
      'https://app.junglemail.example',
    );
  });

  it("adds the spec's help text when the message says 'not yet received', in a red box", () => {
    expect(pixelResult({ success: false, message: PIXEL_NOT_YET_RECEIVED_MESSAGE })).toEqual({
      tone: 'error',
      message: PIXEL_NOT_YET_RECEIVED_MESSAGE,
      details: [],
      help: PIXEL_HELP_TEXT,
    });
  });

  it('lists when and where events arrived in a green box', () => {
    const result = pixelResult(
      {
        success: true,
        message: 'Pixel is installed: events are arriving from your site.',
        details: {
          firstEventAt: '2025-03-01T12:00:00.000Z',
          latestEventAt: '2025-03-02T08:30:00.000Z',
          pageUrl: 'https://candles.example/shop',
          eventName: 'pixel-loaded',
        },
      },
      iso,
    );
    expect(result).toEqual({
      tone: 'success',
      message: 'Pixel is installed: events are arriving from your site.',
      help: undefined,
      details: [
        { label: 'First event received', value: '2025-03-01T12:00:00.000Z' },
        { label: 'Latest event received', value: '2025-03-02T08:30:00.000Z' },
        { label: 'Latest event', value: 'pixel-loaded' },
        { label: 'From page', value: 'https://candles.example/shop' },
      ],
    });
  });

  it('leaves out what is unknown and shows an unparsable time as sent', () => {
    const result = pixelResult(
      {
        success: true,
        message: 'm',
        details: { firstEventAt: 'soon', latestEventAt: null, pageUrl: null, eventName: null },
      },
      iso,
    );
    expect(result.details).toEqual([{ label: 'First event received', value: 'soon' }]);
  });

  it('words failures as the spec does', () => {
    expect(pixelErrorResult('Could not get pixel status')).toEqual({
      tone: 'error',
      message: 'Error testing pixel: Could not get pixel status',
      details: [],
    });
    expect(idsErrorMessage('No trackingPixelId returned from function')).toBe(
      'Could not load required IDs: No trackingPixelId returned from function',
    );
  });

  it('gives each Check my site result its tone, the page it loaded and, where useful, what to do next', () => {
    expect(siteCheckTone).toEqual({
      present: 'success',
      other_id: 'warning',
      missing: 'error',
      unreachable: 'error',
    });
    const url = 'http://candles.example/';
    expect(
      siteCheckResult({ result: 'present', url, message: `Found your tracking script on ${url}.` }),
    ).toEqual({
      tone: 'success',
      message: `Found your tracking script on ${url}.`,
      details: [{ label: 'Page checked', value: url }],
      help: 'You are all set.',
    });
    expect(siteCheckResult({ result: 'missing', url, message: 'Could not find it.' }).help).toBeUndefined();
  });

  it('promises https and says plain http is tried when https does not answer (issue 23)', () => {
    expect(siteCheckDescription('candles.example')).toBe(
      'Not sure the script made it onto your site? We can load https://candles.example/ (or http://candles.example/ when https does not answer) and look for it.',
    );
    expect(siteCheckDescription(null)).toContain('your homepage');
  });
});
